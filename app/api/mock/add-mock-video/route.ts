// POST /api/mock/add-mock-video – multipart answer (WebM/MP4), mock_id, qnum (1 for the first question), and optionally duration_ms, segments (JSON speech segments) and browser_transcript
import { route } from "@/lib/http/route";
import { mockAnswerForm, receiveMockAnswer } from "@/lib/mocks/answers/receive-mock-answer";

export const dynamic = "force-dynamic";

// A failure to store is a retryable 503: the browser keeps the recording and retries with back-off.
export const POST = route({ auth: "candidate", form: ({ candidate }) => mockAnswerForm(candidate.id) }, async ({ candidate, form }) => {
  const saved = await receiveMockAnswer({ candidateId: candidate.id, ...form });
  return { message: saved.duplicate ? "Answer already saved" : "Answer saved", ...saved };
});
