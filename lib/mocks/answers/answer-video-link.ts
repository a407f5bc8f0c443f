// A short-lived link to one of the candidate's own recorded answers; scoped by owner in the query.
import { z } from "zod";
import { OWN_FILE_LINK_TTL_SECONDS } from "@/lib/profile/profile-limits";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";

export const ANSWER_NOT_FOUND = "Answer not found";

/** GET /api/mock/answer-video's query; one that names no answer is simply not found. */
export const ZAnswerVideoQuery = z.object({
  mock_id: z.uuid(),
  qnum: z.coerce.number().int().min(1).max(100),
  take: z.coerce.number().int().min(1).max(100).default(1),
});

/** Take 1 is the interview's answer; takes 2 and on are the retakes made after the review. */
export async function answerVideoLink(options: { candidateId: string; mockId: string; qnum: number; take?: number }): Promise<string | null> {
  const where = { mock: { id: options.mockId, candidateId: options.candidateId }, question: { position: options.qnum } };
  const take = options.take ?? 1;
  const row =
    take === 1
      ? await db().mockAnswer.findFirst({ where, select: { videoKey: true } })
      : await db().mockRetake.findFirst({ where: { ...where, take }, select: { videoKey: true } });
  return row?.videoKey ? storage().signedUrl(row.videoKey, { expiresInSeconds: OWN_FILE_LINK_TTL_SECONDS }) : null;
}

/** Where GET /api/mock/answer-video sends the browser: the signed link, same-origin links as a path; 404 when there is no such answer. */
export async function answerVideoLocation(options: { candidateId: string; mockId: string; qnum: number; take?: number }): Promise<string> {
  const link = await answerVideoLink(options);
  if (!link) throw new AppError("ANSWER_NOT_FOUND", ANSWER_NOT_FOUND);
  const { appUrl } = env();
  return link.startsWith(`${appUrl}/`) ? link.slice(appUrl.length) : link;
}
