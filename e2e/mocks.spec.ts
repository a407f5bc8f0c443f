import { expect, test } from "./support/test";
import { cvPdf, fillNewMockForm, giveCredits, newMockFormArriving, signInToMocks } from "./support/mocks";
import { createCandidate } from "./support/profile";

test("pointing at or tabbing to Take mock test shows the your credits tooltip", async ({ page }) => {
  const candidate = await createCandidate("tip");
  await giveCredits(candidate.id, 4);
  await signInToMocks(page, candidate);
  await page.goto("/mock");
  const take = page.getByRole("link", { name: /Take mock test/ });
  const tip = page.getByRole("tooltip", { name: "your credits" });
  await expect(take.getByTestId("credit-badge")).toHaveText("4");
  await expect(tip).toHaveCSS("opacity", "0");

  await take.hover();
  await expect(tip).toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await expect(tip).toHaveCSS("opacity", "0");

  // From the keyboard: the control before it, then Tab.
  await take.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(take).toBeFocused();
  await expect(tip).toHaveCSS("opacity", "1");
  await page.screenshot({ path: "test-results/newcomer/credits-tooltip-1280.png" });
});

test("a candidate creates a mock from the form, watches it become ready without reloading, and hears a question", async ({ page }) => {
  test.setTimeout(240_000); // sign-in, the form, and waiting for generation on a busy machine
  const candidate = await createCandidate("mock");
  await giveCredits(candidate.id, 3);
  await signInToMocks(page, candidate);

  await page.goto("/mock");
  await expect(page.getByRole("heading", { name: "No mock interviews yet" })).toBeVisible();
  await expect(page.getByTestId("credit-badge")).toHaveText("3");
  await page.getByRole("link", { name: /Take mock test/ }).click();
  await expect(page).toHaveURL(/\/mock\/new-mock$/);
  await expect(page.locator("form[data-hydrated]")).toBeVisible();

  // The spec's order: the resume first, then the title, the value, the skills.
  const submit = page.getByRole("button", { name: "Ready? Let's go!" });
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "Resume is required" })).toBeVisible();
  await page.getByLabel("Upload your resume as a PDF").setInputFiles(cvPdf());
  await expect(page.getByText("my-cv.pdf")).toBeVisible();
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "Title is required" })).toBeVisible();
  await expect(page.getByText("Please fill all required fields")).toBeVisible();

  await fillNewMockForm(page, { title: "Backend Developer", skills: ["Node.js", "PostgreSQL", "node.js", "Kafka"], value: "accountability" });
  const chips = page.getByRole("list", { name: "Chosen skills" }).getByRole("listitem");
  await expect(chips).toHaveText(["Node.js", "PostgreSQL", "Kafka"]);
  await expect(page.getByLabel(/^Skills/)).toBeDisabled(); // three at most
  await expect(page.getByText("Creating a mock interview deducts 1 token.")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/new-mock-1280.png", fullPage: true });

  await submit.click();
  const confirm = page.getByRole("dialog", { name: "Create this mock interview?" });
  await expect(confirm).toContainText("deducts 1 token");
  await confirm.getByRole("button", { name: "Yes, create it" }).click();

  // The CV goes up and the mock is stored before the list opens: on a busy machine, more than the usual wait.
  await expect(page).toHaveURL(/\/mock$/, { timeout: 30_000 });
  const card = page.getByTestId("mock-card").filter({ hasText: "Backend Developer" });
  await expect(card).toBeVisible();
  await page.screenshot({ path: "test-results/screens/mock-list-preparing-1280.png", fullPage: true });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await expect(card.getByRole("link", { name: "Start Mock Interview" })).toBeVisible({ timeout: 120_000 });
  // Same document: the card turned ready by itself, no reload.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(card).toContainText("Medium");
  await expect(card).toContainText("3 years");
  await expect(page.getByTestId("credit-badge")).toHaveText("2");
  await page.screenshot({ path: "test-results/screens/mock-list-1280.png", fullPage: true });

  const href = await card.getByRole("link", { name: "Start Mock Interview" }).getAttribute("href");
  const mockId = new URL(href!, "http://x").searchParams.get("mock_id");
  const res = await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`);
  expect(res.ok()).toBe(true);
  const mock = (await res.json()) as { Status: string; questions: { question: string; audio: string }[] };
  expect(mock.Status).toBe("Question Generated");
  expect(mock.questions.length).toBeGreaterThan(0);

  const played = await page.evaluate(async (src) => {
    const audio = new Audio(src);
    audio.muted = true; // autoplay without a gesture is allowed when muted
    await audio.play();
    await new Promise((resolve) => audio.addEventListener("timeupdate", resolve, { once: true }));
    return { duration: audio.duration, time: audio.currentTime, error: audio.error?.code ?? null };
  }, mock.questions[0]!.audio);
  expect(played.error).toBeNull();
  expect(played.duration).toBeGreaterThan(1);
  expect(played.time).toBeGreaterThan(0);
});

test("another candidate's mock is not found", async ({ page }) => {
  const stranger = await createCandidate("mock-stranger");
  await signInToMocks(page, stranger);
  const res = await page.request.get("/api/mock/get-mock-data?mock_id=00000000-0000-4000-8000-000000000000");
  expect(res.status()).toBe(404);
});

test("without credits the new-mock page says there is no active plan", async ({ page }) => {
  const candidate = await createCandidate("mock-noplan");
  await signInToMocks(page, candidate);
  await page.goto("/mock/new-mock");
  await expect(page.getByText("No active plan found. visit plans page to buy")).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/mock/plans");
});

test("the new-mock form loads after the page: a placeholder of its size says it is loading, nothing moves when the form comes, and the form then refuses an empty submit", async ({
  page,
}) => {
  test.setTimeout(120_000); // the page, its held scripts, then the form and axe, on a busy machine
  const candidate = await createCandidate("mock-island");
  await giveCredits(candidate.id, 1);
  await signInToMocks(page, candidate);
  const { loading, loaded } = await newMockFormArriving(page, "test-results/screens/new-mock-loading-1280.png");
  expect(Math.abs(loaded - loading)).toBeLessThanOrEqual(1);

  await page.getByRole("button", { name: "Ready? Let's go!" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Resume is required" })).toBeVisible();
  await expect(page.getByLabel("Upload your resume as a PDF")).toBeFocused();
  await page.screenshot({ path: "test-results/screens/new-mock-error-1280.png", fullPage: true });
});

test("the new-mock form is usable before its schema arrives: what was typed meanwhile is kept, and a submit waits for it", async ({ page }) => {
  const candidate = await createCandidate("mock-early");
  await giveCredits(candidate.id, 1);
  await signInToMocks(page, candidate);
  await page.goto("/mock/new-mock");
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.waitForLoadState("networkidle");

  // From now on every script is held: the form's schema (and zod) is asked for on the form's first use.
  let asked: () => void = () => undefined;
  let release: () => void = () => undefined;
  const schemaAsked = new Promise<void>((resolve) => (asked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    asked();
    await released;
    await route.continue();
  });
  const title = page.getByRole("combobox", { name: "Job title" });
  await title.fill("Platform Engineer");
  await schemaAsked;
  await page.getByLabel("Experience (years)").selectOption("5");
  await page.getByRole("button", { name: "Ready? Let's go!" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Resume is required" })).toHaveCount(0);

  release();
  await expect(page.getByRole("alert").filter({ hasText: "Resume is required" })).toBeVisible();
  await expect(page.getByLabel("Upload your resume as a PDF")).toBeFocused();
  await expect(title).toHaveValue("Platform Engineer");
  await expect(page.getByLabel("Experience (years)")).toHaveValue("5");
});
