// POST /api/mock/retry-answer – multipart mock_id, qnum, answer (+ duration_ms, segments, camera, browser_transcript as add-mock-video): a new take of one question of a reviewed mock → { take, Status }; 409 before the feedback is ready, 429 past 3 retakes
import { NextResponse } from "next/server";
import { jsonError } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { AnswerStorageUnavailableError } from "@/lib/mocks/answers/read-answer-upload";
import { retryAnswer } from "@/lib/mocks/retakes/retry-answer";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  try {
    return NextResponse.json(await retryAnswer({ request: req, candidateId: candidate.id }));
  } catch (error) {
    if (error instanceof AnswerStorageUnavailableError) {
      return jsonError(503, "Your answer could not be saved just now. Please try again in a moment.", { retryable: true });
    }
    throw error;
  }
});
