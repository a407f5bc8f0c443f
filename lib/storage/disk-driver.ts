// Local-disk storage under $DATA_DIR/uploads: the embedded default. Each file is written to a
// temp file and renamed into place, so a reader never sees half an upload; its content type
// lives in a "<file>.meta.json" sidecar.
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "@/lib/env";
import { signFilePath } from "./file-signature";
import { assertValidKey } from "./keys";
import { tempFileName } from "./temp-files";
import { contentTypeOf, DEFAULT_URL_TTL_SECONDS, RangeNotSatisfiableError, resolveRange, StorageSizeMismatchError, type StorageDriver } from "./types";

interface Meta {
  contentType: string;
}

/** Temp files sit inside the root so the final rename never crosses a filesystem. */
export function diskTempDir(root: string): string {
  return path.join(root, ".tmp");
}

export function createDiskDriver(root: string): StorageDriver {
  const tmpDir = diskTempDir(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };
  const metaOf = (file: string) => `${file}.meta.json`;

  return {
    name: "disk",

    async put(key, body, options) {
      const { contentLength } = options;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, tempFileName());
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(tmp, { flags: "wx" }));
        const { size } = await stat(tmp);
        // A body cut short must not replace a good file.
        if (contentLength !== undefined && size !== contentLength) throw new StorageSizeMismatchError(contentLength, size);
        await writeFile(`${tmp}.meta`, JSON.stringify({ contentType: contentTypeOf(options) } satisfies Meta));
        // Sidecar first: whoever sees the file also finds its type.
        await rename(`${tmp}.meta`, metaOf(file));
        await rename(tmp, file);
        return { key, size };
      } finally {
        await rm(tmp, { force: true });
        await rm(`${tmp}.meta`, { force: true });
      }
    },

    async get(key, options = {}) {
      const file = fileOf(key);
      // Size, version and bytes all come from one open file, even if a new upload replaces it meanwhile.
      const handle = await open(file, "r").catch(() => null);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const range = options.range ? resolveRange(options.range, info.size) : undefined;
        if (range === null) throw new RangeNotSatisfiableError(info.size);
        const meta = await readFile(metaOf(file), "utf8")
          .then((text) => JSON.parse(text) as Partial<Meta>)
          .catch(() => ({}) as Partial<Meta>);
        return {
          body: handle.createReadStream(range),
          contentType: meta.contentType ?? "application/octet-stream",
          size: info.size,
          range,
          // A file is only ever replaced by renaming a new one over it: size and time name its version.
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(metaOf(file), { force: true });
    },

    async signedUrl(key, options = {}) {
      assertValidKey(key);
      const ttl = options.expiresInSeconds ?? DEFAULT_URL_TTL_SECONDS;
      return `${env().appUrl}${signFilePath(key, ttl, options.download)}`;
    },
  };
}
