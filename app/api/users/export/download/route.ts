// GET /api/users/export/download?id=…[&secret=…] – the archive, for its signed-in owner or the e-mailed secret
import { Readable } from "node:stream";
import { openDataExport } from "@/lib/account-data/data-export";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

// Signed in as the owner, or carrying the e-mailed secret (then no session is needed).
export const GET = withCandidate(
  async (req, candidate) => {
    const url = new URL(req.url);
    const secret = url.searchParams.get("secret");
    const file = await openDataExport({
      exportId: url.searchParams.get("id") ?? "",
      candidateId: secret ? undefined : candidate?.id,
      secret,
    });
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(file.size),
        "Content-Disposition": 'attachment; filename="hireready-data.zip"',
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  },
  { optional: true },
);
