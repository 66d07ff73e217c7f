// A rendered document as a Response that holds its bytes as they are. A Response made from bytes
// wraps them in a web ReadableStream at once, and reading it back (`arrayBuffer()`) copies them
// again: for an 88 KB store page that was ~2–3 % of its render, done for every page the page cache
// keeps, which only wants the bytes. The server's own readers (web/server/response-bytes.mjs: the
// page cache, the status pages, the Express handler) take `pageBytes` when it is there; any other
// reader gets the usual body and methods, made from the bytes when first asked for.

export class RenderedPage extends Response {
  /** The whole document, encoded. */
  readonly pageBytes: Buffer;
  #body: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;

  constructor(bytes: Buffer, init: ResponseInit) {
    super(null, init);
    this.pageBytes = bytes;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    if (!this.#body) {
      const bytes = this.pageBytes;
      this.#body = new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>);
          controller.close();
        },
      });
    }
    return this.#body;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.pageBytes;
    return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }

  override async blob(): Promise<Blob> {
    return new Blob([await this.arrayBuffer()], { type: this.headers.get("content-type") ?? "" });
  }

  override async text(): Promise<string> {
    return this.pageBytes.toString("utf8");
  }

  override clone(): RenderedPage {
    return new RenderedPage(this.pageBytes, { status: this.status, statusText: this.statusText, headers: this.headers });
  }
}
