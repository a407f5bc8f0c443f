// Mock status as the API and the screens say it: the spec's three words where it gives them.
import type { MockStatus } from "@/generated/prisma/enums";

export const MOCK_STATUS_LABELS = {
  GENERATING: "Generating",
  QUESTION_GENERATED: "Question Generated",
  IN_PROGRESS: "In Progress",
  EVALUATING: "Evaluating",
  PROCESS_COMPLETED: "Process Completed",
  FAILED: "failed",
} as const satisfies Record<MockStatus, string>;

export type MockStatusLabel = (typeof MOCK_STATUS_LABELS)[MockStatus];

export function mockStatusLabel(status: MockStatus): MockStatusLabel {
  return MOCK_STATUS_LABELS[status];
}
