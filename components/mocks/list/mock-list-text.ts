// The mocks list's words in the interface language, built on the server and handed to the list's
// islands (they import only the type: no catalog reaches the browser).
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { MOCK_QUESTION_COUNT, mockMaxMinutes } from "@/lib/mocks/mock-rules";

export type MockListText = Messages["mockList"] & { credits: Messages["credits"]; tag: (typeof FORMAT_TAGS)[Locale]; introFilled: string };

/** A mock's length in `words`' language (the same figures as `mockDurationText`). */
export function mockDuration(words: Pick<Messages["mockList"], "duration">, questions = MOCK_QUESTION_COUNT): string {
  return fill(words.duration, { questions, each: SECONDS_PER_QUESTION / 60, minutes: mockMaxMinutes(questions) });
}

export function mockListText(locale: Locale): MockListText {
  const words = messagesFor(locale, "mockList");
  return {
    ...words,
    credits: messagesFor(locale, "credits"),
    tag: FORMAT_TAGS[locale],
    introFilled: fill(words.intro, { duration: mockDuration(words), feedback: words.feedbackReady }),
  };
}
