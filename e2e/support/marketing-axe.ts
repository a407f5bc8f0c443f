import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious and critical accessibility violations on the page as it is now. Sections below the fold
 * use content-visibility: auto, which leaves them unpainted until scrolled near; axe reads colours
 * from painted pixels, so they are painted for the check (they look the same once in view).
 */
export async function seriousViolations(page: Page) {
  await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
