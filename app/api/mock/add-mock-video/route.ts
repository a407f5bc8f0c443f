// POST /api/mock/add-mock-video – multipart answer (WebM/MP4), mock_id, qnum (1 for the first question), and optionally duration_ms, segments (JSON speech segments) and browser_transcript
import { NextResponse } from "next/server";
import { jsonError } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { AnswerStorageUnavailableError, receiveMockAnswer } from "@/lib/mocks/answers/receive-mock-answer";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  try {
    const saved = await receiveMockAnswer({ request: req, candidateId: candidate.id });
    return NextResponse.json({ message: saved.duplicate ? "Answer already saved" : "Answer saved", ...saved });
  } catch (error) {
    // Worth trying again in a moment: the browser keeps the recording and retries with back-off.
    if (error instanceof AnswerStorageUnavailableError) {
      return jsonError(503, "Your answer could not be saved just now. It will be sent again.", { retryable: true });
    }
    throw error;
  }
});
