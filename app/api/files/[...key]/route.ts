// GET /api/files/[...key] – serves a disk-stored file to the holder of a valid signed link
import { Readable } from "node:stream";
import { attachmentDisposition, isValidKey, storage, verifyFileSignature } from "@/lib/storage";

export const dynamic = "force-dynamic";

export async function GET(req: Request, ctx: RouteContext<"/api/files/[...key]">) {
  const { key: segments } = await ctx.params;
  const key = segments.join("/");
  const params = new URL(req.url).searchParams;
  const download = params.get("download");
  if (!isValidKey(key) || !verifyFileSignature(key, params.get("exp"), params.get("sig"), download)) {
    return Response.json({ error: "This link is invalid or has expired." }, { status: 403 });
  }

  const file = await storage().get(key);
  if (!file) return Response.json({ error: "File not found." }, { status: 404 });

  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "Cache-Control": "private, max-age=300",
    "X-Content-Type-Options": "nosniff",
  });
  if (download) headers.set("Content-Disposition", attachmentDisposition(download));
  // A client that hangs up mid-download cancels the web stream, which closes the file.
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { headers });
}
