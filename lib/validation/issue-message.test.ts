import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZAddMockText } from "@/lib/mocks/answers/schema";
import { ZScheduleInterview } from "@/lib/interviews/schema";
import { PARTNER_ROUTES } from "@/app/api/partner/v1/routes";
import type { RouteContract } from "@/lib/http/route";
import { firstIssueMessage, issueMessage, parseSent } from "./issue-message";

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

describe("a field left out of what was sent", () => {
  const refused = (schema: z.ZodType, value: unknown) => {
    try {
      parseSent(schema, value);
    } catch (error) {
      return firstIssueMessage(error as z.ZodError);
    }
    throw new Error("parsed");
  };

  it("is said to be missing when it is a number read from text, and a number sent as words is said not to be one", () => {
    const form = z.object({ qnum: z.coerce.number().int().min(1) });
    expect(refused(form, {})).toBe("qnum is missing");
    expect(refused(form, { qnum: "two" })).toBe("qnum is not a number");
    expect(refused(z.object({ job: z.object({ openings: z.coerce.number() }) }), { job: {} })).toBe("job.openings is missing");
  });

  it("names where an unknown key was sent inside an object", () => {
    expect(refused(z.object({ job: z.object({ title: z.string() }).strict() }), { job: { title: "Analyst", pay: 1 } })).toBe('job: Unrecognized key: "pay"');
  });

  it("is named, left out of any partner request's documented example", () => {
    let checked = 0;
    for (const { path, handlers } of PARTNER_ROUTES) {
      for (const [method, handler] of Object.entries(handlers)) {
        const contract = (handler as { contract?: RouteContract }).contract;
        if (!contract?.body || !contract.doc?.requestExamples) continue;
        for (const { value } of Object.values(contract.doc.requestExamples)) {
          for (const field of Object.keys(value as object)) {
            const without = Object.fromEntries(Object.entries(value as object).filter(([key]) => key !== field));
            if (z.safeParse(contract.body as z.ZodType, without).success) continue; // the field may be left out
            checked++;
            expect(refused(contract.body as z.ZodType, without).toLowerCase(), `${method} ${path} without ${field}`).toContain(field.toLowerCase());
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
