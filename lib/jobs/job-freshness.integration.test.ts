// Live listings on the cards: search's own statement reads when each job was posted and last edited
// by its employer, and whether it is a repost (published under the title of a closed job of the same
// company), whose cards and page then name the first day that title was posted.
import { beforeAll, describe, expect, it } from "vitest";
import { formatDay } from "@/lib/format";
import { createApiKey } from "@/lib/partner/api-keys";
import { createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { cardFreshness, pageFreshness } from "./freshness";
import { getJob } from "./get-job";
import { loadJobPayloads } from "./load-job-payloads";
import { parseJobSearchParams } from "./schema";
import { searchJobs } from "./search-jobs";

const jobsRoute = await import("@/app/api/partner/v1/jobs/route");
const closeRoute = await import("@/app/api/partner/v1/jobs/[jobId]/close/route");

const t = useTestDatabase();
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

function partnerRequest(key: string, method: string, body?: unknown) {
  return new Request("http://localhost/api/partner/v1/jobs", {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function publish(key: string, title: string) {
  const res = await jobsRoute.POST(
    partnerRequest(key, "POST", {
      title,
      description: "Meet shop owners across the city and open new accounts.",
      experienceMin: 1,
      jobType: "FULL_TIME",
      workMode: "ONSITE",
      skills: ["Selling"],
      locations: ["Nagpur"],
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; firstPostedAt: string | null };
}

async function close(key: string, jobId: string) {
  const res = await closeRoute.POST(partnerRequest(key, "POST"), { params: Promise.resolve({ jobId }) });
  expect(res.status).toBe(200);
}

const searchCard = async (q: string, id: string) => (await searchJobs({ params: parseJobSearchParams({ q }) })).jobs.find((j) => j.Job_Id === id);

describe("freshness on job cards", () => {
  it("reads the posting day and the employer's own last edit in search's statement, as the card says them", async () => {
    const company = await createCompany({ name: "Marigold Couriers" });
    const job = await createJob(company.id, { title: "Dispatch Quokkaberry Lead", createdAt: daysAgo(5), editedAt: daysAgo(2) });
    // A candidate applying moves updatedAt only: the card's "updated" stays the employer's.
    await t.db().job.update({ where: { id: job.id }, data: { applicantCount: { increment: 1 } } });

    const card = await searchCard("quokkaberry", job.id);
    expect(card).toMatchObject({ Created_At: epoch(job.createdAt), Updated_At: epoch(job.editedAt) });
    // Not a repost: the card leaves the first day out.
    expect(card).not.toHaveProperty("First_Posted_At");
    expect(cardFreshness(card!)).toBe("Posted 5 days ago · updated 2 days ago");
    // The other lists read the same columns.
    const [listed] = await loadJobPayloads({ jobIds: [job.id] });
    expect(cardFreshness(listed!)).toBe("Posted 5 days ago · updated 2 days ago");
  });
});

describe("reposted jobs", () => {
  let key: string;
  let otherKey: string;
  beforeAll(async () => {
    const company = await createCompany({ name: "Saffron Distributors" });
    key = (await createApiKey({ companyId: company.id, name: "test" })).key;
    const other = await createCompany({ name: "Neem Traders" });
    otherKey = (await createApiKey({ companyId: other.id, name: "test" })).key;
    // The title was first posted 70 days ago and closed; another company closed one of the same title.
    await createJob(company.id, { title: "Field Sales Wombatine Executive", status: "CLOSED", createdAt: daysAgo(70), closedAt: daysAgo(40) });
    await createJob(other.id, { title: "Field Sales Wombatine Executive", status: "CLOSED", createdAt: daysAgo(100), closedAt: daysAgo(90) });
  });

  it("marks a job published under a closed job's title as reposted, with the first day, on the card and the page", async () => {
    const first = await t.db().job.findFirstOrThrow({ where: { title: "Field Sales Wombatine Executive", company: { name: "Saffron Distributors" } } });
    // Case and spacing aside, it is the same title.
    const repost = await publish(key, "  field sales   WOMBATINE executive ");
    expect(repost.firstPostedAt).toBe(first.createdAt.toISOString());

    const card = await searchCard("wombatine", repost.id);
    expect(card?.First_Posted_At).toBe(epoch(first.createdAt));
    expect(cardFreshness(card!)).toBe(`Reposted today · first posted ${formatDay(first.createdAt)} · updated today`);
    const page = await getJob({ ref: repost.id });
    expect(page?.First_Posted_At).toBe(epoch(first.createdAt));
    expect(pageFreshness(page!).rest).toBe(` (today) · Reposted, first posted ${formatDay(first.createdAt)} · updated today`);

    // Closed and posted once more, it keeps the first day of all.
    await close(key, repost.id);
    const again = await publish(key, "Field Sales Wombatine Executive");
    expect(again.firstPostedAt).toBe(first.createdAt.toISOString());
  });

  it("does not mark a new title, another company's title, or a title whose job is still open", async () => {
    expect((await publish(key, "Field Sales Wombatine Manager")).firstPostedAt).toBeNull();
    // The other company's own closed job was posted 100 days ago: its repost carries that day, not ours.
    const theirs = await publish(otherKey, "Field Sales Wombatine Executive");
    expect(Date.parse(theirs.firstPostedAt!)).toBeLessThan(daysAgo(95).getTime());
    expect((await publish(otherKey, "Warehouse Wombatine Picker")).firstPostedAt).toBeNull();
    // Two open jobs of one title: the second is a second opening, not a repost.
    expect((await publish(otherKey, "Warehouse Wombatine Picker")).firstPostedAt).toBeNull();
  });
});
