import { expect, test } from "./support/test";
import { partner, signedInApplicant } from "./support/jobs";

// A job of its own, published, closed and published again under the same title: search shows the
// new one as "Reposted" with the first day that title was posted, not as a new job; its page says so.

const TITLE = "Cold Storage Supervisor Tamarind";
const JOB = {
  title: TITLE,
  description: "Run the cold rooms of our Nashik depot and keep every pallet at the right temperature.",
  experienceMin: 2,
  jobType: "FULL_TIME",
  workMode: "ONSITE",
  skills: ["Cold chain"],
  locations: ["Nashik"],
};

test("a job closed and posted again reads as reposted, with its first day, on its card and its page", async ({ page }) => {
  const api = partner(page.request);
  const first = await api.post("/jobs", JOB);
  expect(first.status()).toBe(201);
  const firstId = ((await first.json()) as { id: string }).id;
  expect((await api.post(`/jobs/${firstId}/close`)).status()).toBe(200);
  const again = await api.post("/jobs", JOB);
  expect(again.status()).toBe(201);
  const repost = (await again.json()) as { id: string; firstPostedAt: string | null };
  expect(repost.firstPostedAt).not.toBeNull();

  await signedInApplicant(page, "freshness-reader");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/discover?q=${encodeURIComponent("Tamarind")}`);
    const card = page.locator("article").filter({ has: page.getByRole("link", { name: TITLE }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("job-card-freshness")).toHaveText(/^Reposted today · first posted \d{1,2} \w{3,4} \d{4} · updated today$/);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `test-results/job-card-reposted-${width}.png` });
  }

  await page.goto(`/jobs/${repost.id}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByTestId("job-freshness")).toHaveText(
    /^Posted at \d{1,2} \w{3,4} \d{4} \(today\) · Reposted, first posted \d{1,2} \w{3,4} \d{4} · updated today$/,
  );
  await page.screenshot({ path: "test-results/job-page-reposted-390.png" });
});
