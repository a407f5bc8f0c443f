// GET /api/users/export/download?id=…[&secret=…] – the archive, for its signed-in owner or the e-mailed secret
import { Readable } from "node:stream";
import { openDataExport } from "@/lib/account-data/data-export";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { errorResponse } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export async function GET(req: Request) {
  try {
    const url = new URL(req.url);
    const secret = url.searchParams.get("secret");
    const candidate = secret ? null : await getCurrentCandidate();
    const file = await openDataExport({ exportId: url.searchParams.get("id") ?? "", candidateId: candidate?.id, secret });
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(file.size),
        "Content-Disposition": 'attachment; filename="hireready-data.zip"',
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
