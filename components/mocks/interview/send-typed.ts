// Sending a typed mock answer: its time is taken when it is first sent, so sending again after a
// failure is never late. A failure of the line is tried again; a refusal is said as the server said it.
import { api } from "@/components/api/api";
import { verdictOf } from "@/components/recording/retry-policy";

/** English: the typed answer box says it in the interface language. */
export const NOT_SENT = "Your typed answer could not be sent. It is kept here: check your connection and send it again.";

export type TypedSend = { state: "sent" } | { state: "retry"; error: string } | { state: "refused"; error: string };

export async function sendTypedAnswer(options: { mockId: string; qnum: number; text: string; durationMs: number }): Promise<TypedSend> {
  const result = await api("POST /api/mock/add-mock-text", {
    json: { mock_id: options.mockId, qnum: options.qnum, text: options.text, duration_ms: Math.round(options.durationMs) },
    signedIn: true,
    fallback: NOT_SENT,
    offline: NOT_SENT,
  });
  if (result.ok) return { state: "sent" };
  return verdictOf(result.status) === "retry" ? { state: "retry", error: NOT_SENT } : { state: "refused", error: result.error };
}
