// @ts-check
// The bytes of a Response from the app's request handler. A page the app rendered carries them as
// they are (`pageBytes`, app/lib/layout/rendered-page.server.ts), so reading it copies nothing and
// makes no stream; any other answer (a redirect, a resource route, an error) is read as usual.

/**
 * @param {Response} response
 * @returns {Promise<Buffer>}
 */
export async function responseBytes(response) {
  const pageBytes = /** @type {{ pageBytes?: unknown }} */ (response).pageBytes;
  return Buffer.isBuffer(pageBytes) ? pageBytes : Buffer.from(await response.arrayBuffer());
}
