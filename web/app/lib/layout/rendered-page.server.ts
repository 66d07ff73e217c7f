// A rendered document as a Response that holds its pieces (lib/layout/document-pieces.server.ts) and
// hands them over once, as one buffer. The server's own readers (web/server/response-bytes.mjs: the
// page cache, the status pages, the Express handler) take that buffer (`takePageBytes`); any other
// reader gets the usual body and methods, made from it. Like any Response, its body is read once.
//
// Why a page lets go of its bytes once they are taken: a render outlives several of the collector's
// young-generation passes, so the objects it started with (React's request, the promises that pass
// the page along) are old by the time the page exists, and an old object keeps what it points to
// alive until the next full collection, long after it is itself garbage. A page held by them kept its
// ~90 KB (its text and its bytes) that long: under first views that was most of the web server's
// memory (docs/performance.md). Taken, the bytes belong to their reader alone and go as soon as it is
// done. A Response made from bytes would also have wrapped them in a web ReadableStream, and reading
// it back copied them again (~2–3 % of a store page's render).
import { type Piece, encodePieces } from "./document-pieces.server";

const USED = "Body is unusable: Body has already been read";

export class RenderedPage extends Response {
  #pieces: readonly Piece[] | null;
  #body: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;

  constructor(pieces: readonly Piece[], init: ResponseInit) {
    super(null, init);
    this.#pieces = pieces;
  }

  /** The whole document, encoded: once; the page keeps nothing of it. */
  takePageBytes(): Buffer<ArrayBuffer> {
    const pieces = this.#pieces;
    if (!pieces) throw new TypeError(USED);
    this.#pieces = null;
    return encodePieces(pieces);
  }

  override get bodyUsed(): boolean {
    return this.#pieces === null;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    if (!this.#body) {
      const bytes = this.#pieces ? this.takePageBytes() : undefined;
      this.#body = new ReadableStream({
        start(controller) {
          if (!bytes) return controller.error(new TypeError(USED));
          controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>);
          controller.close();
        },
      });
    }
    return this.#body;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.takePageBytes();
    return buffer.slice(byteOffset, byteOffset + byteLength);
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }

  override async blob(): Promise<Blob> {
    return new Blob([await this.arrayBuffer()], { type: this.headers.get("content-type") ?? "" });
  }

  override async text(): Promise<string> {
    return this.takePageBytes().toString("utf8");
  }

  override clone(): RenderedPage {
    if (!this.#pieces) throw new TypeError(USED);
    return new RenderedPage(this.#pieces, { status: this.status, statusText: this.statusText, headers: this.headers });
  }
}
