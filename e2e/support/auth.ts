import type { Page } from "@playwright/test";
import { signInThroughApi } from "./accounts";
import { DEMO_CANDIDATE } from "@/lib/seed/demo";

export async function signInAsDemo(page: Page): Promise<void> {
  await signInThroughApi(page, DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
}
