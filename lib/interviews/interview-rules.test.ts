import { describe, expect, it } from "vitest";
import { DELAYED_TASK_MAX_WAIT_DAYS, tasks } from "@/lib/queue/tasks";
import { INTERVIEW_EXPIRY_DAYS } from "./interview-rules";

describe("an interview link's expiry", () => {
  it("stays within how long the queue keeps the task that expires it", () => {
    expect(DELAYED_TASK_MAX_WAIT_DAYS).toBeGreaterThanOrEqual(INTERVIEW_EXPIRY_DAYS.max + 7);
    expect(tasks["interviews.expire"].options.retentionSeconds).toBe(DELAYED_TASK_MAX_WAIT_DAYS * 24 * 60 * 60);
  });
});
