import { describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { newestEventSummary } from "./newest-event";
import { sayPhrase } from "./timeline-event";
import { sayTimeline, wordSteps, type TimelineStep } from "./timeline-steps";

const at = 1_795_000_000;
const due = new Date("2026-11-30T09:06:00Z");
const company = "Brightloom";

const STEPS: TimelineStep[] = [
  { at, kind: "APPLIED", subject: { kind: "APPLIED" }, detail: { kind: "applied", job: "Data Analyst", company } },
  {
    at,
    kind: "STATUS_CHANGED",
    subject: { kind: "STATUS_CHANGED", status: "ELIGIBLE" },
    detail: { kind: "status", status: "ELIGIBLE", job: "Data Analyst", company },
  },
  { at, kind: "INTERVIEW_SCHEDULED", subject: { kind: "INTERVIEW_SCHEDULED" }, detail: { kind: "invited", company, count: 1 } },
  { at, kind: "INTERVIEW_DONE", subject: { kind: "INTERVIEW_DONE" }, detail: { kind: "answersSent", company, due } },
  { at, kind: "REPLY_OVERDUE", subject: { kind: "REPLY_OVERDUE", company }, detail: { kind: "overdue", company, due } },
  { at, kind: "CV_VIEWED", subject: { kind: "CV_VIEWED", company }, detail: { kind: "read", company, cv: true, reads: 3 } },
  { at, kind: "INTERVIEW_VIEWED", subject: { kind: "INTERVIEW_VIEWED", company }, detail: { kind: "read", company, cv: false, reads: 2 } },
  { at, kind: "FEEDBACK", subject: { kind: "FEEDBACK", company }, detail: { kind: "own", text: "Thanks for your time." } },
  { at, kind: "REQUEST_MADE", subject: { kind: "REQUEST_MADE", status: "HUMAN_REVIEW" }, detail: null },
  {
    at,
    kind: "REQUEST_ANSWERED",
    subject: { kind: "REQUEST_ANSWERED", company },
    detail: { kind: "answered", company, agreed: false, response: "Not this time." },
  },
];

describe("an application's timeline in words", () => {
  it("says the API's English as it always has", () => {
    expect(sayTimeline(STEPS).map(({ title, detail }) => [title, detail])).toEqual([
      ["Applied", "You applied for Data Analyst at Brightloom."],
      ["Shortlisted", "Brightloom has shortlisted you for Data Analyst."],
      ["Interview scheduled", "Brightloom invited you to a recorded interview of 1 question."],
      ["Interview done", "You sent your recorded answers. Brightloom will reply by 30 Nov 2026."],
      [
        "No reply from Brightloom by the day they promised",
        "Brightloom promised to reply by 30 Nov 2026, and that day has passed. You can still ask them through your notifications or their site.",
      ],
      ["CV viewed by Brightloom", "Brightloom opened your CV 3 times that day."],
      ["Answers viewed by Brightloom", "Brightloom opened your recorded answers twice that day."],
      ["Feedback from Brightloom", "Thanks for your time."],
      ["You asked for a person to review the decision", null],
      ["Brightloom answered your request", "Brightloom declined: “Not this time.”"],
    ]);
  });

  it("says every step in Hindi, the company kept in its slot and the day with Hindi month names", () => {
    const hindi = wordSteps(STEPS, "hi");
    const words = messagesFor("hi", "applicationTimeline");
    expect(hindi[0]!.title.message).toBe(words.applied);
    expect(hindi[5]!.title).toEqual({ message: words.cvViewed, values: { company } });
    const overdue = sayPhrase(hindi[4]!.detail!);
    expect(overdue).toBe(fill(words.overdueDetail, { company, day: "30 नव॰ 2026" }));
    for (const step of hindi) expect(sayPhrase(step.title)).not.toMatch(/\b(?!Brightloom\b)[A-Za-z]{3,}/);
  });

  it("says the card's line in the account's language, English by default", () => {
    const row = { kind: "CV_VIEWED", company, at } as const;
    expect(newestEventSummary(row)).toEqual({ at, kind: "CV_VIEWED", text: "Viewed by Brightloom" });
    expect(newestEventSummary(row, "hi").text).toBe(fill(messagesFor("hi", "applicationTimeline").cvViewedShort, { company }));
  });
});
