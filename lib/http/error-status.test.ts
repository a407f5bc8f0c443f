import { describe, expect, it } from "vitest";
import { AppError, ERROR_CODES } from "@/lib/errors/app-error";
import { ERROR_STATUS } from "./error-status";
import { errorResponse } from "./respond";

describe("domain error codes are answered with their HTTP status at the edge", () => {
  it("answers each domain code with the status the spec's words always had, the words unchanged", async () => {
    const cases: [AppError, number][] = [
      [new AppError("NO_CREDIT", "No active plan found. visit plans page to buy"), 403],
      [new AppError("ACCOUNT_CLOSED", "Your account is closed"), 403],
      [new AppError("MOCK_NOT_FOUND", "Error while getting question. Make sure your url is correct"), 404],
      [new AppError("ANSWER_ALREADY_RECEIVED", "This question has already been answered"), 409],
      [new AppError("OUTSIDE_ANSWER_TIME", "This answer arrived more than 24 hours after its question closed, so it cannot be kept"), 410],
      [new AppError("ANSWER_TOO_LONG", "Too long"), 422],
      [new AppError("PRACTICE_RUNS_USED_UP", "Used up", { retryAfterSeconds: 30 }), 429],
    ];
    for (const [error, status] of cases) {
      const res = errorResponse(error);
      expect(res.status, error.code).toBe(status);
      expect(await res.json()).toEqual({ error: error.message, ...error.details, code: error.code });
    }
    expect(errorResponse(new AppError("PRACTICE_RUNS_USED_UP", "Used up", { retryAfterSeconds: 30 })).headers.get("Retry-After")).toBe("30");
  });

  it("maps every code, and no domain names a status itself", () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.values(ERROR_STATUS).every((status) => status >= 400 && status <= 599)).toBe(true);
    expect(new AppError("NO_CREDIT", "x")).not.toHaveProperty("status");
  });
});
