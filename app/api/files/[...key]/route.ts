// GET /api/files/[...key] – serves a disk-stored file to the holder of a valid signed link
import { Readable } from "node:stream";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { attachmentDisposition } from "@/lib/storage";
import { openSignedFile } from "@/lib/storage/open-signed-file";

export const dynamic = "force-dynamic";

const ZFileLink = z.object({ exp: z.string().optional(), sig: z.string().optional(), download: z.string().optional() });

export const GET = route({ auth: "public", params: z.object({ key: z.array(z.string()) }), query: ZFileLink }, async ({ params, query }) => {
  const download = query.download ?? null;
  const file = await openSignedFile({ segments: params.key, exp: query.exp ?? null, sig: query.sig ?? null, download });
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "Cache-Control": "private, max-age=300",
    "X-Content-Type-Options": "nosniff",
  });
  if (download) headers.set("Content-Disposition", attachmentDisposition(download));
  // A client that hangs up mid-download cancels the web stream, which closes the file.
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { headers });
});
