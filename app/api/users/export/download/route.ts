// GET /api/users/export/download?id=…[&secret=…] – the archive, for its signed-in owner or the e-mailed secret, byte ranges included (HEAD too: Next.js answers it with GET)
import { z } from "zod";
import { openDataExport } from "@/lib/account-data/data-export";
import { fileResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const ZDownloadQuery = z.object({ id: z.string().default(""), secret: z.string().optional() });

// Signed in as the owner, or carrying the e-mailed secret (then no session is needed).
export const GET = route({ auth: "optional", query: ZDownloadQuery }, ({ req, candidate, query }) =>
  fileResponse(req, (range) => openDataExport({ exportId: query.id, candidateId: candidate?.id, secret: query.secret, range }), {
    "Content-Type": "application/zip",
    "Content-Disposition": 'attachment; filename="hireready-data.zip"',
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
  }),
);
