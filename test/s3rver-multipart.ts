// s3rver keeps multipart uploads but answers neither ListParts nor AbortMultipartUpload, both of
// which @tus/s3-store asks for (the offset of an upload is the sum of its parts). This adds the
// two, read from s3rver's own folder of parts. Call it before `run()`.
import { createHash } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type S3rver from "s3rver";

type Context = { method: string; path: string; query: Record<string, string | undefined>; status: number; body: unknown; type: string };
type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>;

const NO_SUCH_UPLOAD = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';

export function addPartListing(server: S3rver, directory: string): void {
  const listing: Middleware = async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (!uploadId || ctx.query.partNumber || (ctx.method !== "GET" && ctx.method !== "DELETE")) return next();
    const [bucket = "", ...key] = ctx.path.split("/").filter(Boolean).map(decodeURIComponent);
    const dir = path.join(directory, bucket, "._S3rver_uploads", path.basename(uploadId));
    const numbers = await readdir(dir).then(
      (names) =>
        names
          .filter((n) => /^\d+$/.test(n))
          .map(Number)
          .sort((a, b) => a - b),
      () => null,
    );
    if (!numbers) {
      ctx.status = 404;
      ctx.type = "application/xml";
      ctx.body = NO_SUCH_UPLOAD;
      return;
    }
    if (ctx.method === "DELETE") {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = "";
      return;
    }
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const bytes = await readFile(path.join(dir, String(n)));
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${createHash("md5").update(bytes).digest("hex")}"</ETag><Size>${bytes.length}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = "application/xml";
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key.join("/")}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`;
  };
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(listing);
}
