// Job alerts against PostgreSQL and the outbox: a saved search from /discover's query, the daily
// digest listing only new matching jobs once, at most one e-mail a day, the unsubscribe link, and
// e-mail preferences honoured by the senders.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { POST as oneClickRoute } from "@/app/api/job-alerts/unsubscribe/one-click/route";
import { SAVED_SEARCHES_MAX } from "./alert-limits";
import { getEmailPreferences, updateEmailPreferences } from "@/lib/email-preferences/email-preferences";
import { readOutbox } from "@/lib/mail/outbox";
import { queue, stopQueue } from "@/lib/queue";
import { taskHandlers } from "@/lib/task-handlers";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { startFakeSmtp } from "@/test/fake-smtp";
import { candidatesWithAlerts, queueDailyJobAlerts } from "./queue-daily-alerts";
import { deleteSavedSearch, listSavedSearches, SAVED_SEARCHES_FULL_MESSAGE, saveSearch } from "./saved-searches";
import { NO_FILTERS_MESSAGE, UNSUBSCRIBE_INVALID_MESSAGE } from "./schema";
import { sendJobAlertDigest } from "./send-digest";
import { unsubscribeFromJobAlerts } from "./unsubscribe";

const t = useTestDatabase();

afterAll(async () => {
  await stopQueue();
});
const DAY = 24 * 60 * 60 * 1000;

/** A made-up word no other test's job contains, so searches here find only this test's jobs. */
function word(): string {
  return `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("")}`;
}

async function mailsTo(email: string) {
  return readOutbox({ to: email, kind: "email" });
}

function unsubscribeLink(text: string): { id: string; token: string } {
  const match = /\/job-alerts\/unsubscribe\?id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in:\n${text}`);
  return { id: match[1]!, token: match[2]! };
}

describe("saved searches", () => {
  it("saves the URL's keyword and filters once, refuses a search without any, and stops at the limit", async () => {
    const candidate = await createCandidate();
    await expect(saveSearch({ candidateId: candidate.id, query: "sort=newest&page=3" })).rejects.toThrow(NO_FILTERS_MESSAGE);

    const first = await saveSearch({ candidateId: candidate.id, query: "?page=2&mode=REMOTE&q=react&bogus=1" });
    expect(first).toMatchObject({ created: true, search: { query: "q=react&mode=REMOTE", label: "“react” · Remote" } });
    const again = await saveSearch({ candidateId: candidate.id, query: "mode=REMOTE&q=react" });
    expect(again).toMatchObject({ created: false, search: { id: first.search.id } });

    for (let i = 1; i < SAVED_SEARCHES_MAX; i++) await saveSearch({ candidateId: candidate.id, query: `q=role${i}` });
    expect(await listSavedSearches({ candidateId: candidate.id })).toHaveLength(SAVED_SEARCHES_MAX);
    await expect(saveSearch({ candidateId: candidate.id, query: "q=one+too+many" })).rejects.toMatchObject({
      code: "SAVED_SEARCHES_FULL",
      message: SAVED_SEARCHES_FULL_MESSAGE,
    });

    // Only the owner deletes a search.
    const other = await createCandidate();
    await expect(deleteSavedSearch({ candidateId: other.id, id: first.search.id })).rejects.toThrow(/does not exist/);
    await deleteSavedSearch({ candidateId: candidate.id, id: first.search.id });
    expect(await listSavedSearches({ candidateId: candidate.id })).toHaveLength(SAVED_SEARCHES_MAX - 1);
  });
});

describe("the daily job alert", () => {
  it("an alert e-mail lists only new matching jobs once, at most one e-mail a day, until the link turns alerts off", async () => {
    const company = await createCompany({ name: "Brightpath Labs" });
    const candidate = await createCandidate();
    const w = word();
    // Posted before the search was saved: not new.
    await createJob(company.id, { title: `Older ${w} Developer`, workMode: "REMOTE", createdAt: new Date(Date.now() - 60 * 60 * 1000) });
    await saveSearch({ candidateId: candidate.id, query: `q=${w}&mode=REMOTE` });

    await createJob(company.id, { title: `Lead ${w} Engineer`, workMode: "REMOTE", locations: ["Bengaluru"] });
    await createJob(company.id, { title: `Onsite ${w} Engineer`, workMode: "ONSITE" });
    await createJob(company.id, { title: "Remote Gardener", workMode: "REMOTE" });

    const day1 = new Date();
    const first = await sendJobAlertDigest({ candidateId: candidate.id, now: day1 });
    expect(first).toMatchObject({ sent: true, jobCount: 1 });
    const [mail, ...none] = await mailsTo(candidate.email);
    expect(none).toHaveLength(0);
    expect(mail!.subject).toBe("1 new job matching your saved search");
    expect(mail!.text).toContain(`Lead ${w} Engineer · Brightpath Labs`);
    expect(mail!.text).toContain("Bengaluru");
    expect(mail!.text).toContain(`“${w}” · Remote`);
    expect(mail!.text).not.toContain("Older");
    expect(mail!.text).not.toContain("Onsite");
    expect(mail!.text).not.toContain("Gardener");
    expect(mail!.html).toContain("Turn off job alerts");

    // The same day again, even with a new match: no second e-mail.
    await createJob(company.id, { title: `Staff ${w} Architect`, workMode: "REMOTE" });
    expect(await sendJobAlertDigest({ candidateId: candidate.id, now: new Date(day1.getTime() + 1000) })).toEqual({
      sent: false,
      reason: "already-sent",
    });
    expect(await mailsTo(candidate.email)).toHaveLength(1);

    // The next day: only what is new since the last e-mail, never the first job again.
    const second = await sendJobAlertDigest({ candidateId: candidate.id, now: new Date(day1.getTime() + DAY) });
    expect(second).toMatchObject({ sent: true, jobCount: 1 });
    const latest = (await mailsTo(candidate.email))[0]!;
    expect(latest.text).toContain(`Staff ${w} Architect`);
    expect(latest.text).not.toContain(`Lead ${w} Engineer`);
    expect(latest.text).not.toContain("Onsite");

    // Nothing new the day after: no e-mail.
    expect(await sendJobAlertDigest({ candidateId: candidate.id, now: new Date(day1.getTime() + 2 * DAY) })).toEqual({
      sent: false,
      reason: "nothing-new",
    });
    expect(await mailsTo(candidate.email)).toHaveLength(2);

    // The unsubscribe link: a wrong token changes nothing, the right one turns alerts off.
    const link = unsubscribeLink(latest.text);
    await expect(unsubscribeFromJobAlerts({ id: link.id, token: `${link.token.slice(0, -2)}xx` })).rejects.toThrow(UNSUBSCRIBE_INVALID_MESSAGE);
    expect((await getEmailPreferences({ candidateId: candidate.id })).jobAlerts).toBe(true);
    await unsubscribeFromJobAlerts(link);
    expect(await getEmailPreferences({ candidateId: candidate.id })).toEqual({
      applicationUpdates: true,
      mockResults: true,
      jobAlerts: false,
      marketing: false,
    });
    // The link from the first e-mail still works (alerts stay off).
    await unsubscribeFromJobAlerts(unsubscribeLink(mail!.text));

    await createJob(company.id, { title: `Principal ${w} Engineer`, workMode: "REMOTE" });
    expect(await sendJobAlertDigest({ candidateId: candidate.id, now: new Date(day1.getTime() + 3 * DAY) })).toEqual({
      sent: false,
      reason: "not-eligible",
    });
    expect(await mailsTo(candidate.email)).toHaveLength(2);
  });

  it("sends nothing while job alerts are off, and starts from the moment they are turned back on", async () => {
    const company = await createCompany();
    const candidate = await createCandidate();
    const w = word();
    await saveSearch({ candidateId: candidate.id, query: `q=${w}` });
    await updateEmailPreferences({ candidateId: candidate.id, changes: { jobAlerts: false } });
    expect([...(await collect(candidatesWithAlerts()))]).not.toContain(candidate.id);

    await createJob(company.id, { title: `Quiet ${w} Analyst` });
    expect(await sendJobAlertDigest({ candidateId: candidate.id })).toEqual({ sent: false, reason: "not-eligible" });

    await updateEmailPreferences({ candidateId: candidate.id, changes: { jobAlerts: true } });
    expect(await collect(candidatesWithAlerts())).toContain(candidate.id);
    expect(await sendJobAlertDigest({ candidateId: candidate.id })).toEqual({ sent: false, reason: "nothing-new" });
    await createJob(company.id, { title: `Loud ${w} Analyst` });
    const sent = await sendJobAlertDigest({ candidateId: candidate.id });
    expect(sent).toMatchObject({ sent: true, jobCount: 1 });
    const [mail] = await mailsTo(candidate.email);
    expect(mail!.text).toContain(`Loud ${w} Analyst`);
    expect(mail!.text).not.toContain("Quiet");
    expect(await mailsTo(candidate.email)).toHaveLength(1);
  });

  it("skips closed accounts and candidates without saved searches", async () => {
    const closed = await createCandidate();
    await saveSearch({ candidateId: closed.id, query: "q=anything" });
    await t.db().accountDeletion.create({ data: { candidateId: closed.id, eraseAfter: new Date(Date.now() + 7 * DAY) } });
    const idle = await createCandidate();
    const ids = await collect(candidatesWithAlerts());
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(idle.id);
    expect(await sendJobAlertDigest({ candidateId: closed.id })).toEqual({ sent: false, reason: "not-eligible" });
  });
});

describe("over SMTP", () => {
  it("a failed send leaves the day unclaimed for the retry; mail clients get a one-click unsubscribe address", async () => {
    const smtp = await startFakeSmtp();
    smtp.refuseNext(1);
    try {
      const company = await createCompany();
      const candidate = await createCandidate();
      const w = word();
      await saveSearch({ candidateId: candidate.id, query: `q=${w}` });
      await createJob(company.id, { title: `Smtp ${w} Specialist` });

      await expect(sendJobAlertDigest({ candidateId: candidate.id })).rejects.toThrow(/Mailbox busy/);
      expect(await t.db().jobAlertDigest.count({ where: { candidateId: candidate.id } })).toBe(0);
      expect(await sendJobAlertDigest({ candidateId: candidate.id })).toMatchObject({ sent: true, jobCount: 1 });
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]!.raw.replace(/\r\n[ \t]+/g, " ");
      expect(raw).toContain(`Smtp ${w} Specialist`);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const address = /^List-Unsubscribe: <([^>]+)>$/m.exec(raw)?.[1];
      expect(address).toMatch(/\/api\/job-alerts\/unsubscribe\/one-click\?id=[0-9a-f-]{36}&token=/);

      // What a mail provider sends: a form POST to that address, no cookies, no Origin.
      const post = (url: string) =>
        oneClickRoute(
          new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
        );
      const forged = new URL(address!);
      forged.searchParams.set("token", randomBytes(32).toString("base64url"));
      expect((await post(forged.toString())).status).toBe(404);
      expect((await getEmailPreferences({ candidateId: candidate.id })).jobAlerts).toBe(true);
      expect((await post(address!)).status).toBe(200);
      expect((await getEmailPreferences({ candidateId: candidate.id })).jobAlerts).toBe(false);
    } finally {
      await smtp.close();
    }
  });
});

describe("the daily run", () => {
  it("queues one digest per candidate with alerts on and forgets e-mails whose unsubscribe link has expired", async () => {
    const candidate = await createCandidate();
    await saveSearch({ candidateId: candidate.id, query: "q=anything+at+all" });
    const old = await t.db().jobAlertDigest.create({
      data: { candidateId: candidate.id, day: new Date("2026-01-01"), jobCount: 1, tokenHash: "x", sentAt: new Date(Date.now() - 91 * DAY) },
    });
    const recent = await t.db().jobAlertDigest.create({
      data: { candidateId: candidate.id, day: new Date("2026-03-01"), jobCount: 1, tokenHash: "y", sentAt: new Date(Date.now() - 89 * DAY) },
    });
    const { queued, forgotten } = await queueDailyJobAlerts();
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(forgotten).toBe(1);
    expect(await t.db().jobAlertDigest.findMany({ where: { id: { in: [old.id, recent.id] } }, select: { id: true } })).toEqual([{ id: recent.id }]);
    const boss = await queue();
    const jobs = await boss.findJobs("alerts.digest", { data: { candidateId: candidate.id } });
    expect(jobs).toHaveLength(1);
  });
});

describe("e-mail preferences", () => {
  it("start with marketing off and everything else on; application updates off stops the status e-mail", async () => {
    const candidate = await createCandidate();
    expect(await getEmailPreferences({ candidateId: candidate.id })).toEqual({
      applicationUpdates: true,
      mockResults: true,
      jobAlerts: true,
      marketing: false,
    });
    const company = await createCompany();
    const job = await createJob(company.id, { title: "Status Mail Tester" });
    const application = await t.db().application.create({
      data: { jobId: job.id, candidateId: candidate.id, history: { create: { toStatus: "ELIGIBLE", actor: "employer" } } },
      include: { history: true },
    });
    const context = { id: "x", retryCount: 0, isLastAttempt: true, signal: new AbortController().signal };
    await taskHandlers["applications.status-email"]({ changeId: application.history[0]!.id }, context);
    expect(await mailsTo(candidate.email)).toHaveLength(1);

    // A later change, with application updates turned off, e-mails nothing.
    await updateEmailPreferences({ candidateId: candidate.id, changes: { applicationUpdates: false } });
    const later = await t.db().applicationStatusChange.create({
      data: { applicationId: application.id, fromStatus: "ELIGIBLE", toStatus: "INTERVIEW_SCHEDULED", actor: "employer" },
    });
    await taskHandlers["applications.status-email"]({ changeId: later.id }, context);
    expect(await mailsTo(candidate.email)).toHaveLength(1);
  });
});

async function collect(ids: AsyncGenerator<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const id of ids) all.push(id);
  return all;
}
