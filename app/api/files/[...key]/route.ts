// GET /api/files/[...key] – serves a disk-stored file to the holder of a valid signed link, byte ranges included (HEAD too: Next.js answers it with GET)
import { z } from "zod";
import { fileResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { attachmentDisposition } from "@/lib/storage";
import { openSignedFile } from "@/lib/storage/open-signed-file";

export const dynamic = "force-dynamic";

const ZFileLink = z.object({ exp: z.string().optional(), sig: z.string().optional(), download: z.string().optional() });

export const GET = route({ auth: "public", params: z.object({ key: z.array(z.string()) }), query: ZFileLink }, ({ req, params, query }) => {
  const download = query.download ?? null;
  const link = { segments: params.key, exp: query.exp ?? null, sig: query.sig ?? null, download };
  return fileResponse(req, (range) => openSignedFile({ ...link, range }), {
    "Cache-Control": "private, max-age=300",
    "X-Content-Type-Options": "nosniff",
    ...(download ? { "Content-Disposition": attachmentDisposition(download) } : {}),
  });
});
