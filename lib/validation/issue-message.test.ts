import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZAddMockText } from "@/lib/mocks/answers/schema";
import { ZScheduleInterview } from "@/lib/interviews/schema";
import { issueMessage } from "./issue-message";

const first = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("parsed");
  return issueMessage(parsed.error.issues[0]!);
};

describe("the message of a refused field", () => {
  const typed = { mock_id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", qnum: 1, text: "I indexed the table." };

  it("names a typed answer's missing duration_ms instead of calling it too long", () => {
    expect(first(ZAddMockText, typed)).toBe("duration_ms is missing");
    expect(first(ZAddMockText, { ...typed, duration_ms: "95000" })).toBe("duration_ms is the whole milliseconds the answer took, from 0");
    expect(first(ZAddMockText, { ...typed, duration_ms: -1 })).toBe("duration_ms is the whole milliseconds the answer took, from 0");
    expect(first(ZAddMockText, { ...typed, duration_ms: 10_000_000 })).toBe("An answer can be at most 540 seconds long");
  });

  it("names the field where zod's own words stand", () => {
    const schema = z.object({ job: z.object({ title: z.string(), openings: z.number().int().max(10) }) });
    expect(first(schema, { job: { openings: 1 } })).toBe("job.title is missing");
    expect(first(schema, { job: { title: "Analyst", openings: "3" } })).toBe("job.openings: Invalid input: expected number, received string");
    expect(first(schema, { job: { title: "Analyst", openings: 11 } })).toBe("job.openings: Too big: expected number to be <=10");
    expect(first(ZScheduleInterview, { questions: ["Why this role?"], expiresInDays: "7" })).toBe(
      "expiresInDays: Invalid input: expected number, received string",
    );
  });

  it("keeps our own words as written", () => {
    expect(first(ZAddMockText, { ...typed, text: "  ", duration_ms: 1000 })).toBe("Please type your answer");
    expect(first(ZScheduleInterview, { questions: [] })).toBe("Send at least one question");
    expect(first(z.object({ a: z.number() }).strict(), { a: 1, b: 2 })).toBe('Unrecognized key: "b"');
  });
});
