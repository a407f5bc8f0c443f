// A short-lived link to one of the candidate's own recorded answers; scoped by owner in the query.
import { z } from "zod";
import { OWN_FILE_LINK_TTL_SECONDS } from "@/lib/constants";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { jsonError } from "@/lib/http/respond";
import { storage } from "@/lib/storage";

const ZQuery = z.object({ mock_id: z.uuid(), qnum: z.coerce.number().int().min(1).max(100), take: z.coerce.number().int().min(1).max(100).default(1) });

/** Take 1 is the interview's answer; takes 2 and on are the retakes made after the review. */
export async function answerVideoLink(options: { candidateId: string; mockId: string; qnum: number; take?: number }): Promise<string | null> {
  const where = { mock: { id: options.mockId, candidateId: options.candidateId }, question: { position: options.qnum } };
  const take = options.take ?? 1;
  const row = take === 1
    ? await db().mockAnswer.findFirst({ where, select: { videoKey: true } })
    : await db().mockRetake.findFirst({ where: { ...where, take }, select: { videoKey: true } });
  return row?.videoKey ? storage().signedUrl(row.videoKey, { expiresInSeconds: OWN_FILE_LINK_TTL_SECONDS }) : null;
}

export async function answerVideoResponse(req: Request, candidateId: string): Promise<Response> {
  const query = ZQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!query.success) return jsonError(404, "Answer not found");
  const link = await answerVideoLink({ candidateId, mockId: query.data.mock_id, qnum: query.data.qnum, take: query.data.take });
  if (!link) return jsonError(404, "Answer not found");
  const { appUrl } = env();
  const location = link.startsWith(`${appUrl}/`) ? link.slice(appUrl.length) : link;
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "private, no-store" } });
}
