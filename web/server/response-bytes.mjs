// @ts-check
// The bytes of a Response from the app's request handler. A page the app rendered hands them over as
// they are (`takePageBytes`, app/lib/layout/rendered-page.server.ts), once, so reading it copies
// nothing and makes no stream; any other answer (a redirect, a resource route, an error) is read as
// usual. Either way the body is read: a Response is read once.

/**
 * The bytes of a rendered page, taken from it, or undefined for any other answer.
 * @param {Response} response
 * @returns {Buffer | undefined}
 */
export function takePageBytes(response) {
  const page = /** @type {{ takePageBytes?: unknown }} */ (response);
  return typeof page.takePageBytes === "function" ? page.takePageBytes() : undefined;
}

/**
 * @param {Response} response
 * @returns {Promise<Buffer>}
 */
export async function responseBytes(response) {
  return takePageBytes(response) ?? Buffer.from(await response.arrayBuffer());
}
