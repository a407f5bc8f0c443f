// A mock plan's lines on its card, in the interface language. The English ones are the stored
// plan's (lib/seed/plans.ts; components/credits/money-text.test.ts checks them); a plan the
// catalog does not know keeps its stored lines.
import { validityLabel } from "@/components/credits/format";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { MOCK_QUESTION_COUNT, mockMaxMinutes } from "@/lib/mocks/mock-rules";
import type { Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";

type Plan = { planName: string; credits: number; validityDays: number; features: string[] };

export function planFeatures(plan: Plan, words: Messages["plans"]): string[] {
  if (!(plan.planName in words.descriptions)) return plan.features;
  return [
    fill(plan.credits === 1 ? words.oneMock : words.mocks, { count: plan.credits }),
    fill(words.featureQuestions, { questions: MOCK_QUESTION_COUNT, each: SECONDS_PER_QUESTION / 60, minutes: mockMaxMinutes(MOCK_QUESTION_COUNT) }),
    words.featureVideo,
    words.featureFeedback,
    fill(words.featureValid, { validity: validityLabel(plan.validityDays, words) }),
  ];
}
