import { SECONDS_PER_QUESTION } from "@/lib/constants";

/** The answer time with any extra-time accommodation, in whole seconds. */
export function answerSeconds(extraTimePercent: number): number {
  return Math.round(SECONDS_PER_QUESTION * (1 + extraTimePercent / 100));
}
