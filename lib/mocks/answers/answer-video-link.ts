// A short-lived link to one of the candidate's own recorded answers; scoped by owner in the query.
import { z } from "zod";
import { OWN_FILE_LINK_TTL_SECONDS } from "@/lib/constants";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { jsonError } from "@/lib/http/respond";
import { storage } from "@/lib/storage";

const ZQuery = z.object({ mock_id: z.uuid(), qnum: z.coerce.number().int().min(1).max(100) });

export async function answerVideoLink(options: { candidateId: string; mockId: string; qnum: number }): Promise<string | null> {
  const answer = await db().mockAnswer.findFirst({
    where: { mock: { id: options.mockId, candidateId: options.candidateId }, question: { position: options.qnum } },
    select: { videoKey: true },
  });
  return answer ? storage().signedUrl(answer.videoKey, { expiresInSeconds: OWN_FILE_LINK_TTL_SECONDS }) : null;
}

export async function answerVideoResponse(req: Request, candidateId: string): Promise<Response> {
  const query = ZQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!query.success) return jsonError(404, "Answer not found");
  const link = await answerVideoLink({ candidateId, mockId: query.data.mock_id, qnum: query.data.qnum });
  if (!link) return jsonError(404, "Answer not found");
  const { appUrl } = env();
  const location = link.startsWith(`${appUrl}/`) ? link.slice(appUrl.length) : link;
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "private, no-store" } });
}
