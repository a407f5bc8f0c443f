import { expect, test } from "./support/test";
import { partner, signedInApplicant } from "./support/jobs";

// A job of its own, reported by three candidates of their own: two through the API, the third on
// the job page. The third report hides it from search; the employer's answer brings it back and
// reaches the reporter's bell with the employer's words.

const TITLE = "Warehouse Night Auditor Marigold";

test("report a job from its page: three reports hide it until the employer answers, and the reporter reads the answer", async ({ page, browser }) => {
  const api = partner(page.request);
  const published = await api.post("/jobs", {
    title: TITLE,
    description: "Count the stock of our Nagpur warehouse through the night.",
    experienceMin: 0,
    jobType: "FULL_TIME",
    workMode: "ONSITE",
    skills: ["Inventory"],
    locations: ["Nagpur"],
  });
  expect(published.status()).toBe(201);
  const jobId = ((await published.json()) as { id: string }).id;
  const searchIds = async () =>
    ((await (await page.request.get(`/api/jobs/search?q=${encodeURIComponent("Marigold")}`)).json()) as { jobs: { Job_Id: string }[] }).jobs.map(
      (j) => j.Job_Id,
    );

  for (const label of ["reporter-one", "reporter-two"]) {
    const context = await browser.newContext();
    await signedInApplicant({ request: context.request }, label);
    const sent = await context.request.post("/api/jobs/report", { data: { jobId, reason: "NOT_A_REAL_JOB" } });
    expect(sent.status()).toBe(201);
    await context.close();
  }
  expect(await searchIds()).toContain(jobId);

  await signedInApplicant(page, "reporter-three");
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByTestId("job-freshness")).toHaveText(/^Posted at \d{1,2} \w{3} \d{4} \(today\) · updated today$/);

  await page.getByRole("button", { name: "Report this job" }).click();
  const form = page.getByRole("form", { name: "Report this job" });
  await expect(form.getByRole("button", { name: "Send report" })).toBeDisabled();
  await form.getByLabel("It asks for money").check();
  await form.getByLabel(/Anything else we should know/).fill("They asked for a ₹1,500 laptop deposit on WhatsApp.");
  await form.getByRole("button", { name: "Send report" }).click();

  await expect(page.getByTestId("report-sent")).toContainText("You reported this job on");
  await expect(page.getByTestId("report-hold")).toHaveText(/hidden from search and takes no applications until the employer answers/);
  await expect(page.getByRole("button", { name: "Report this job" })).toHaveCount(0);
  expect(await searchIds()).not.toContain(jobId);

  const answer = "We are a registered employer and never charge candidates; the caller was not from us.";
  const answered = await api.post(`/jobs/${jobId}/report-responses`, { message: answer });
  expect(answered.status()).toBe(201);
  expect(await answered.json()).toMatchObject({ answeredReports: 3, jobStatus: "OPEN" });
  expect(await searchIds()).toContain(jobId);

  await page.reload();
  await expect(page.getByTestId("report-hold")).toHaveCount(0);
  await expect(page.getByTestId("report-sent")).toContainText("The employer answered: see your notifications.");
  const bell = (await (await page.request.get("/api/notifications")).json()) as { notifications: { title: string; body: string }[] };
  expect(bell.notifications.filter((n) => n.body.includes(TITLE)).map((n) => n.title)).toEqual([
    "The employer answered your report",
    "A job you reported is hidden from search",
  ]);
  expect(bell.notifications.find((n) => n.title === "The employer answered your report")?.body).toContain(answer);
});
