// GET /api/users/export/download?id=…[&secret=…] – the archive, for its signed-in owner or the e-mailed secret
import { Readable } from "node:stream";
import { z } from "zod";
import { openDataExport } from "@/lib/account-data/data-export";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const ZDownloadQuery = z.object({ id: z.string().default(""), secret: z.string().optional() });

// Signed in as the owner, or carrying the e-mailed secret (then no session is needed).
export const GET = route({ auth: "optional", query: ZDownloadQuery }, async ({ candidate, query }) => {
  const file = await openDataExport({ exportId: query.id, candidateId: candidate?.id, secret: query.secret });
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(file.size),
      "Content-Disposition": 'attachment; filename="hireready-data.zip"',
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
});
