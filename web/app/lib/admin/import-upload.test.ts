import { chmod, mkdir, mkdtemp, readdir, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UPLOAD_TTL_MS, dropUpload, isUploadKey, keepUpload, readUpload } from "./import-upload.server";
import { BodyTooLarge, readLimitedForm } from "./limited-form.server";

describe("checked files kept between the check and the import", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "import-upload-test-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const dirOf = async () => path.join(root, (await readdir(root))[0]!);

  it("keeps the bytes and who checked them, privately, until dropped", async () => {
    const bytes = new TextEncoder().encode("name,city,state\nBlue Barn,Hudson,NY\n");
    const key = await keepUpload(bytes, { fileName: "shops.csv", format: "", source: "", ratingScale: "10", owner: "boss@example.com" }, root);
    expect(isUploadKey(key)).toBe(true);
    const dir = await dirOf();
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const name of await readdir(dir)) expect((await stat(path.join(dir, name))).mode & 0o777).toBe(0o600);

    const kept = await readUpload(key, root);
    expect(kept?.bytes).toEqual(bytes);
    expect(kept?.meta).toMatchObject({ fileName: "shops.csv", format: "", source: "", ratingScale: "10", owner: "boss@example.com" });
    await dropUpload(key, root);
    expect(await readUpload(key, root)).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it("never reads a key that is not one it gave (no path can be named)", async () => {
    for (const key of ["../../etc/passwd", "", "not-a-uuid", "00000000-0000-0000-0000-000000000000/../x"]) {
      expect(isUploadKey(key)).toBe(false);
      expect(await readUpload(key, root)).toBeUndefined();
    }
  });

  it("forgets files older than the time limit", async () => {
    const key = await keepUpload(new Uint8Array([1, 2, 3]), { fileName: "a.csv", format: "csv", source: "dealers", ratingScale: "5", owner: "a@example.com" }, root);
    const dir = await dirOf();
    const old = new Date(Date.now() - UPLOAD_TTL_MS - 60_000);
    for (const name of await readdir(dir)) await utimes(path.join(dir, name), old, old);
    // Keeping another sweeps the stale ones away.
    await keepUpload(new Uint8Array([4]), { fileName: "b.csv", format: "", source: "", ratingScale: "10", owner: "a@example.com" }, root);
    expect(await readUpload(key, root)).toBeUndefined();
    expect((await readdir(dir)).length).toBe(2);
  });

  it("refuses a directory others may enter", async () => {
    const uid = process.getuid?.() ?? "user";
    const dir = path.join(root, `antiques-import-${uid}`);
    await mkdir(dir, { mode: 0o777 });
    await chmod(dir, 0o777);
    await expect(keepUpload(new Uint8Array([1]), { fileName: "a.csv", format: "", source: "", ratingScale: "10", owner: "a@example.com" }, root)).rejects.toThrow(
      /not a private directory/,
    );
  });
});

describe("reading a form post with a size limit", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://web.test/admin/import", { method: "POST", body, headers });

  it("reads a multipart form with its file", async () => {
    const form = new FormData();
    form.set("intent", "check");
    form.set("file", new File(["name,city,state\n"], "shops.csv", { type: "text/csv" }));
    const request = new Request("http://web.test/admin/import", { method: "POST", body: form });
    const read = await readLimitedForm(request, 64 * 1024);
    expect(read.get("intent")).toBe("check");
    const file = read.get("file") as File;
    expect(file.name).toBe("shops.csv");
    expect(await file.text()).toBe("name,city,state\n");
  });

  it("refuses a body over the limit, whether or not it declares its length", async () => {
    const big = "x".repeat(2000);
    await expect(readLimitedForm(post(`a=${big}`, { "Content-Type": "application/x-www-form-urlencoded" }), 1000)).rejects.toBeInstanceOf(
      BodyTooLarge,
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(400));
        controller.close();
      },
    });
    const streamed = new Request("http://web.test/admin/import", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    await expect(readLimitedForm(streamed, 1000)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it("fails with a TypeError on a body that is not a form", async () => {
    await expect(readLimitedForm(post("{}", { "Content-Type": "application/json" }), 1000)).rejects.toBeInstanceOf(TypeError);
  });
});
