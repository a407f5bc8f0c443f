import type { MockSummary } from "@/lib/mocks/map-mock";

const BUSY: readonly string[] = ["Generating", "Evaluating"];

/** Some mock is still being written or scored. */
export const isPreparing = (mocks: MockSummary[]) => mocks.some((m) => BUSY.includes(m.Status));
