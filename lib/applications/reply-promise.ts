// An employer's promise, made when scheduling a recorded interview, to reply within some days of
// its end. A reply is feedback written after the interview, or a move of the application past it.
const DAY_MS = 24 * 60 * 60 * 1000;

export function replyDueAt(completedAt: Date, feedbackWithinDays: number): Date {
  return new Date(completedAt.getTime() + feedbackWithinDays * DAY_MS);
}

export function repliedSince(
  completedAt: Date,
  application: { feedback: Array<{ createdAt: Date }>; history: Array<{ toStatus: string; changedAt: Date }> },
): boolean {
  return (
    application.feedback.some((f) => f.createdAt >= completedAt) ||
    application.history.some((h) => h.changedAt > completedAt && h.toStatus !== "INTERVIEW_DONE")
  );
}
