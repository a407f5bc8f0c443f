import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { answerBlock, answerBlocks, leastGroup, mostGroup, pageFetch, statementText } from "./support/disc";
import { createCandidate, signInAs } from "./support/profile";

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(" ")}`);
}

// Mostly Influence (two blocks in three), some Steadiness; Dominance and Conscientiousness passed over.
const influence = (k: number) => (k % 3 === 2 ? "S" : "I");
const rejected = (k: number) => (k % 2 ? "D" : "C");

test("take the DISC test, leave half-way, come back, finish, read the report and retake it", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, await createCandidate("disc"));

  // The dashboard invites the candidate.
  const card = page.getByTestId("disc-dashboard-card");
  await card.getByRole("link", { name: "Take the DISC test" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "DISC: your working style" })).toBeVisible();
  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page.getByRole("heading", { name: "Block 1 of 24" })).toBeFocused();

  // Block 1 by keyboard alone: Tab into a group, arrows to choose, Enter on Next.
  await page.keyboard.press("Tab");
  await expect(mostGroup(page).getByRole("radio").first()).toBeFocused();
  await page.keyboard.press("Space");
  await expect(mostGroup(page).getByRole("radio").first()).toBeChecked();
  // The statement chosen as most like me cannot also be least like me.
  await expect(leastGroup(page).getByRole("radio").first()).toBeDisabled();
  await page.keyboard.press("Tab");
  await expect(leastGroup(page).getByRole("radio").nth(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(leastGroup(page).getByRole("radio").nth(2)).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Next" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Block 2 of 24" })).toBeFocused();
  await expect(page.getByRole("progressbar", { name: "Blocks answered" })).toHaveAttribute("aria-valuenow", "1");

  // Back shows block 1 as answered; re-answer it with the intended styles.
  await page.getByRole("button", { name: "Back" }).click();
  await answerBlock(page, 0, influence(0), rejected(0));
  await answerBlocks(page, 1, 12, influence, rejected);
  await expect(page.getByRole("heading", { name: "Block 13 of 24" })).toBeVisible();
  await expect(page.getByTestId("disc-save-state")).toHaveText("Answers saved");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/disc-block-1280.png", fullPage: true });

  // Leave half-way, come back: the test resumes at block 13 with the earlier answers kept.
  await page.goto("/dashboard");
  await page.goto("/test/disc");
  await expect(page.getByTestId("disc-resume-note")).toHaveText("You have answered 12 of 24 blocks. Carry on where you left off.");
  await page.getByRole("button", { name: "Continue the test" }).click();
  await expect(page.getByRole("heading", { name: "Block 13 of 24" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(mostGroup(page).getByRole("radio", { name: statementText(11, influence(11)) })).toBeChecked();
  await expect(leastGroup(page).getByRole("radio", { name: statementText(11, rejected(11)) })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await answerBlocks(page, 12, 24, influence, rejected);
  await page.getByRole("button", { name: "See my results" }).click();

  // The report.
  await expect(page).toHaveURL(/\/test\/disc\?result=/);
  await expect(page.getByRole("heading", { level: 1, name: "Your working style" })).toBeVisible();
  await expect(page.getByTestId("disc-blend")).toHaveText("Mostly Influence, with patience and a steady, dependable touch");
  await expect(page.getByRole("img", { name: /Your DISC profile/ })).toBeVisible();
  const scores = page.getByRole("region", { name: "Your four scores" });
  await expect(scores.getByRole("definition")).toHaveText(["25", "83", "67", "25"]);
  for (const section of ["Strengths", "Blind spots to watch", "How you communicate", "How you decide", "Interview tips for your style"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByTestId("disc-tip")).toContainText("Keep answers to about two minutes");
  await expect(page.getByTestId("disc-consistency")).toContainText("Your answers agree with each other");
  await expect(page.getByTestId("disc-history").getByRole("listitem")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/disc-report-1280.png", fullPage: true });

  // On paper: only the report, without the app frame or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByTestId("disc-blend")).toBeVisible();
  await page.screenshot({ path: "test-results/disc-report-print.png", fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // Retake: a fresh test, a second result, both in the history.
  await page.getByRole("link", { name: "Retake the test" }).click();
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  await page.getByRole("button", { name: "Start the test" }).click();
  await answerBlocks(
    page,
    0,
    24,
    () => "C",
    () => "I",
  );
  await page.getByRole("button", { name: "See my results" }).click();
  await expect(page.getByTestId("disc-blend")).toHaveText(/^Mostly Conscientiousness/);
  const history = page.getByTestId("disc-history").getByRole("listitem");
  await expect(history).toHaveCount(2);
  await history.nth(1).getByRole("link").click();
  await expect(page.getByTestId("disc-blend")).toHaveText(/^Mostly Influence/);
  await expect(page.getByTestId("disc-history").getByRole("link", { name: /shown/ })).toHaveAttribute("aria-current", "page");

  // The dashboard shows the latest result.
  await page.goto("/dashboard");
  await expect(card).toContainText("Mostly Conscientiousness");
  await card.screenshot({ path: "test-results/disc-card-1280.png" });
  await card.getByRole("link", { name: "See your report" }).click();
  await expect(page.getByTestId("disc-blend")).toHaveText(/^Mostly Conscientiousness/);
});

test("the API refuses an incomplete or malformed test with 400 { error }", async ({ page }) => {
  await signInAs(page, await createCandidate("disc-api"));
  const { body } = await pageFetch(page, "/api/disc/disc-question", "GET");
  const blocks = (body as { blocks: { id: string; statements: { id: string }[] }[] }).blocks;
  expect(blocks).toHaveLength(24);
  const answers = blocks.map((b) => ({ blockId: b.id, most: b.statements[0]!.id, least: b.statements[1]!.id }));

  const incomplete = await pageFetch(page, "/api/disc/disc-test", "POST", { answers: answers.slice(0, 20) });
  expect(incomplete).toEqual({ status: 400, body: { error: expect.stringMatching(/answer every block/), code: "DISC_INCOMPLETE" } });
  const same = await pageFetch(page, "/api/disc/disc-test", "POST", { answers: answers.map((a) => ({ ...a, least: a.most })) });
  expect(same).toEqual({ status: 400, body: { error: expect.stringMatching(/different statements/), code: "INVALID_INPUT" } });

  const done = await pageFetch(page, "/api/disc/disc-test", "POST", { answers });
  expect(done.status).toBe(200);
  expect((done.body as { result: object }).result).toMatchObject({ D: expect.any(Number), primary: expect.any(String), secondary: expect.any(String) });
  const history = await pageFetch(page, "/api/disc/results", "GET");
  expect((history.body as { results: unknown[] }).results).toHaveLength(1);
});
