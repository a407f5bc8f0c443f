// An expected failure stays one when another copy of this module catches it: Next.js gives the
// front server's bundle and each route's bundle copies of their own.
import { describe, expect, it, vi } from "vitest";

describe("AppError", () => {
  it("is the same class in every copy of the module, so instanceof holds across them", async () => {
    const first = await import("./app-error");
    vi.resetModules();
    const second = await import("./app-error");
    expect(second).not.toBe(first);
    const thrown = new first.AppError("FILE_TOO_LARGE", "Max file size is 2 MB");
    expect(thrown).toBeInstanceOf(second.AppError);
    expect(second.isAppError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ name: "AppError", code: "FILE_TOO_LARGE", message: "Max file size is 2 MB", details: {} });
    expect(new Error("plain")).not.toBeInstanceOf(second.AppError);
  });
});
