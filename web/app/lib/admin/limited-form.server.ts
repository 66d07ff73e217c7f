// Reading a form post with a size limit. `request.formData()` reads whatever a client sends into
// memory; a form that carries a file must stop at a size we chose and answer with a message.

/** The body was larger than the limit. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
    this.name = "BodyTooLarge";
  }
}

/**
 * Beyond the limit the rest of a body is read and thrown away (so the browser, still sending it,
 * gets our answer rather than a reset connection), up to this many times the limit; past that the
 * connection is cut.
 */
const DRAIN_FACTOR = 16;

/**
 * The form of a post whose body is at most `limit` bytes, multipart or URL-encoded; throws
 * BodyTooLarge past it, and a TypeError when the body is not a form.
 */
export async function readLimitedForm(request: Request, limit: number): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit * DRAIN_FACTOR) throw new BodyTooLarge(limit);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total <= limit) chunks.push(value);
    else if (total > limit * DRAIN_FACTOR) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  if (total > limit) throw new BodyTooLarge(limit);
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
}
