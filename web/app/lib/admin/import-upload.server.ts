// The files admins check on the import page, kept on this web server between the check and the
// import, so that importing does not ask for the file again: a browser cannot keep a file input
// filled across a page load, and sending the file back in the page would put megabytes in it.
//
// Each checked file is written under the system's temporary directory, in a directory only this
// server's user may enter (0700, checked at every use: /tmp is shared, and a directory someone else
// made there must not receive the files), named by a random UUID, with its name, format and the
// account that checked it beside it. It is deleted once imported, and files older than
// UPLOAD_TTL_MS are deleted whenever another is kept or read. Every web worker of the machine sees
// the same directory, so the import may reach another worker than the check did.
import { randomUUID } from "node:crypto";
import { lstat, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** How long a checked file waits to be imported. */
export const UPLOAD_TTL_MS = 30 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Whether `value` is a key `keepUpload` could have given (anything else is never a path). */
export function isUploadKey(value: string): boolean {
  return UUID.test(value);
}

export interface KeptUpload {
  fileName: string;
  /** The format the admin chose (`csv`, `json`, `geojson`), or empty for "from the file name". */
  format: string;
  /** The stores' source the admin named, or empty for the format's own. */
  source: string;
  /** The top of the scale the file's ratings are on (`10`, `5`, `100`). */
  ratingScale: string;
  /** The account that checked it: only it may import it. */
  owner: string;
  keptAt: number;
}

/** The directory of the kept files, made (0700) if needed and refused unless it is ours alone. */
async function uploadDir(root = tmpdir()): Promise<string> {
  const uid = typeof process.getuid === "function" ? process.getuid() : undefined;
  const dir = path.join(root, `antiques-import-${uid ?? "user"}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await lstat(dir);
  const ours = uid === undefined || info.uid === uid;
  if (!info.isDirectory() || !ours || (info.mode & 0o077) !== 0) {
    throw new Error(`${dir} is not a private directory of this server's user: refusing to keep uploads there`);
  }
  return dir;
}

/** Deletes kept files older than the time limit (a check nobody imported). */
async function sweep(dir: string, now: number): Promise<void> {
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - (await stat(file)).mtimeMs > UPLOAD_TTL_MS) await rm(file, { force: true });
    } catch {
      // Deleted meanwhile by another worker: nothing to do.
    }
  }
}

/** Keeps a checked file; returns its key. */
export async function keepUpload(bytes: Uint8Array, meta: Omit<KeptUpload, "keptAt">, root?: string): Promise<string> {
  const dir = await uploadDir(root);
  const now = Date.now();
  await sweep(dir, now);
  const key = randomUUID();
  const kept: KeptUpload = { ...meta, keptAt: now };
  // The metadata last: a reader that finds it finds the file complete.
  await writeFile(path.join(dir, `${key}.file`), bytes, { mode: 0o600, flag: "wx" });
  await writeFile(path.join(dir, `${key}.json`), JSON.stringify(kept), { mode: 0o600, flag: "wx" });
  return key;
}

/** A kept file and what was recorded with it, or `undefined` when there is none (or no longer). */
export async function readUpload(key: string, root?: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; meta: KeptUpload } | undefined> {
  if (!isUploadKey(key)) return undefined;
  const dir = await uploadDir(root);
  const now = Date.now();
  await sweep(dir, now);
  try {
    const meta = JSON.parse(await readFile(path.join(dir, `${key}.json`), "utf8")) as KeptUpload;
    if (now - meta.keptAt > UPLOAD_TTL_MS) return undefined;
    const bytes = new Uint8Array(await readFile(path.join(dir, `${key}.file`)));
    return { bytes, meta };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Deletes a kept file (once imported). */
export async function dropUpload(key: string, root?: string): Promise<void> {
  if (!isUploadKey(key)) return;
  const dir = await uploadDir(root);
  await rm(path.join(dir, `${key}.json`), { force: true });
  await rm(path.join(dir, `${key}.file`), { force: true });
}
