// @ts-check
// The bytes of a Response from the app's request handler. A page the app rendered carries them as
// they are (`pageBytes`, app/lib/layout/rendered-page.server.ts), so reading it copies nothing and
// makes no stream; any other answer (a redirect, a resource route, an error) is read as usual.

/**
 * The bytes a rendered page carries, or undefined for any other answer.
 * @param {Response} response
 * @returns {Buffer | undefined}
 */
export function pageBytesOf(response) {
  const pageBytes = /** @type {{ pageBytes?: unknown }} */ (response).pageBytes;
  return Buffer.isBuffer(pageBytes) ? pageBytes : undefined;
}

/**
 * @param {Response} response
 * @returns {Promise<Buffer>}
 */
export async function responseBytes(response) {
  return pageBytesOf(response) ?? Buffer.from(await response.arrayBuffer());
}
