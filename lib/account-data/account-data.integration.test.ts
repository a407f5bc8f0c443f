// The candidate's data, end to end against PostgreSQL and both storage drivers: the schema walk
// finds every table that names a candidate (checked against PostgreSQL's own foreign keys), the
// export holds every such table and every file, and erasure leaves no row and no file behind.
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { createShareLink, getCreditBalance, grantCredits, redeemShareToken, spendCredit } from "@/lib/credits";
import { authorizeInterview } from "@/lib/interviews/access";
import { INTERVIEW_CONSENT_VERSION } from "@/lib/interviews/consent-text";
import { recordConsent } from "@/lib/interviews/record-consent";
import { saveSearch } from "@/lib/job-alerts/saved-searches";
import { createNotification } from "@/lib/notifications/create-notification";
import { createPaymentOrder } from "@/lib/payments/create-order";
import { completeDevCheckout } from "@/lib/payments/dev-checkout";
import { redeemFullDiscount } from "@/lib/payments/full-discount";
import { verifyPayment } from "@/lib/payments/verify-payment";
import { env, resetEnvForTests } from "@/lib/env";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { createApiKey } from "@/lib/partner/api-keys";
import { listJobApplications } from "@/lib/partner/applications";
import { sendTask, stopQueue } from "@/lib/queue";
import { taskHandlers } from "@/lib/task-handlers";
import { resetStorageForTests, storage } from "@/lib/storage";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { mockPlan, seedPlans } from "@/test/plans";
import { readZip } from "@/test/read-zip";
import { recordDataReads } from "./access-log";
import { cancelAccountDeletion, getAccountDeletion, requestAccountDeletion, WRONG_PASSWORD } from "./account-deletion";
import { runtimeDataModel } from "@/lib/db/data-model";
import { candidateTables, delegateOf } from "./candidate-data";
import { SECRET_COLUMNS, STORED_FILE_COLUMNS } from "./columns";
import { EXPORT_GIVE_UP_MS, getDataExport, openDataExport, prepareDataExport, startDataExport } from "./data-export";
import { eraseDueAccounts, eraseIfDue } from "./erase-account";

const t = useTestDatabase();

afterAll(async () => {
  await stopQueue();
});

/** The partner API's view of a company, with a real key. */
async function partnerOf(company: { id: string; name: string }) {
  const { id } = await createApiKey({ companyId: company.id, name: "test" });
  return { companyId: company.id, companyName: company.name, keyId: id };
}

/** Queued task rows (any state) whose payload or result names one of the strings. */
async function taskRowsNaming(...needles: string[]): Promise<number> {
  const rows = await t
    .db()
    .$queryRawUnsafe<{ text: string }[]>(`SELECT concat_ws(' ', data::text, output::text, source_output::text, singleton_key) AS text FROM pgboss.job`);
  return rows.filter((r) => needles.some((n) => r.text.toLowerCase().includes(n.toLowerCase()))).length;
}

/** Outbox files (mail and SMS) that name one of the strings. */
async function outboxFilesNaming(...needles: string[]): Promise<string[]> {
  const dir = env().outboxDir;
  const names = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(names.map((n) => readFile(path.join(dir, n), "utf8")));
  return texts.filter((text) => needles.some((n) => text.toLowerCase().includes(n.toLowerCase())));
}

/** Tables of the app (not the queue's) with a row whose text contains one of the strings. */
async function tablesNaming(...needles: string[]): Promise<string[]> {
  const tables = await t.db().$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const naming: string[] = [];
  for (const { name } of tables) {
    for (const needle of needles) {
      const [row] = await t.db().$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${name}" x WHERE x::text ILIKE '%' || $1 || '%'`, needle);
      if (Number(row!.n) > 0) naming.push(`${name} names ${needle}`);
    }
  }
  return naming;
}

/** Every key in storage: the files under the disk driver's root, or the bucket's objects. */
async function storedKeys(s3: S3Client | undefined): Promise<string[]> {
  if (s3) {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: "hireready-data" }));
    return (listed.Contents ?? []).map((o) => o.Key!);
  }
  const root = path.join(env().dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Tables reachable from candidates through foreign keys, child side, as PostgreSQL sees them. */
async function catalogCandidateTables(): Promise<{ tables: Set<string>; rules: { table: string; rule: string }[] }> {
  const fks = await t.db().$queryRaw<{ child: string; parent: string; rule: string }[]>`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
           CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' WHEN 'r' THEN 'RESTRICT'
                              WHEN 'a' THEN 'NO ACTION' ELSE 'SET DEFAULT' END AS rule
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'`;
  const clean = (name: string) => name.replace(/"/g, "");
  const tables = new Set<string>();
  let frontier = new Set(["candidates"]);
  while (frontier.size > 0) {
    const next = new Set<string>();
    for (const fk of fks) {
      const child = clean(fk.child);
      if (frontier.has(clean(fk.parent)) && child !== "candidates" && !tables.has(child)) {
        tables.add(child);
        next.add(child);
      }
    }
    frontier = next;
  }
  const rules = fks.filter((fk) => tables.has(clean(fk.child)) && (tables.has(clean(fk.parent)) || clean(fk.parent) === "candidates"));
  return { tables, rules: rules.map((r) => ({ table: clean(r.child), rule: r.rule })) };
}

/** A candidate with a row in every kind of table and files behind every *Key column. */
async function fullCandidate(password = "correct horse battery") {
  const db = t.db();
  const tag = randomUUID().slice(0, 8);
  const files = {
    resume: `cv/${tag}/cv.pdf`,
    photo: `photos/${tag}/me.png`,
    profileVideo: `videos/${tag}/intro.webm`,
    mockAudio: `mock-audio/${tag}/q1.mp3`,
    mockAnswer: `mock-answers/${tag}/a1.webm`,
    mockRetake: `mock-answers/${tag}/a1-take2.webm`,
    interviewAudio: `interview-audio/${tag}/q1.mp3`,
    interviewAnswer: `interview-answers/${tag}/a1.webm`,
  };
  for (const [name, key] of Object.entries(files)) {
    await storage().put(key, Buffer.from(`${name} of ${tag}`), { contentType: "application/octet-stream" });
  }
  const candidate = await createCandidate({
    passwordHash: await hashPassword(password),
    resumeKey: files.resume,
    resumeName: "cv.pdf",
    photoKey: files.photo,
  });
  const company = await createCompany();
  const job = await createJob(company.id);
  const application = await db.application.create({
    data: { jobId: job.id, candidateId: candidate.id, history: { create: { toStatus: "APPLIED", actor: "candidate" } } },
  });
  await db.savedJob.create({ data: { candidateId: candidate.id, jobId: job.id } });
  await db.account.create({ data: { candidateId: candidate.id, provider: "google", providerAccountId: tag } });
  await db.authSession.create({ data: { candidateId: candidate.id, expiresAt: new Date(Date.now() + 86_400_000) } });
  await db.profileVideo.create({
    data: { candidateId: candidate.id, videoKey: files.profileVideo, contentType: "video/webm", sizeBytes: 10 },
  });
  await db.mock.create({
    data: {
      candidateId: candidate.id,
      title: "Analyst",
      industry: "Finance",
      experience: 2,
      skills: ["Excel"],
      difficulty: "EASY",
      value: "x",
      language: "hi",
      resumeKey: files.resume,
      // The review's guide points the candidate ticked (by index from 0).
      questions: { create: { position: 1, text: "Tell me about yourself.", audioKey: files.mockAudio, guideTicks: [1, 3] } },
    },
  });
  const mock = await db.mock.findFirstOrThrow({ where: { candidateId: candidate.id }, include: { questions: true } });
  await db.mockAnswer.create({
    data: {
      mockId: mock.id,
      questionId: mock.questions[0]!.id,
      videoKey: files.mockAnswer,
      contentType: "video/webm",
      sizeBytes: 10,
      transcript: "I like numbers.",
    },
  });
  await db.mockRetake.create({
    data: {
      mockId: mock.id,
      questionId: mock.questions[0]!.id,
      take: 2,
      videoKey: files.mockRetake,
      contentType: "video/webm",
      sizeBytes: 10,
      transcript: "Numbers tell me stories.",
    },
  });
  const interview = await db.interview.create({
    data: {
      candidateId: candidate.id,
      applicationId: application.id,
      jobId: job.id,
      tokenHash: `tok-${tag}`,
      expiresAt: new Date(Date.now() + 86_400_000),
      questions: { create: { position: 1, text: "Why us?", audioKey: files.interviewAudio } },
    },
    include: { questions: true },
  });
  await db.interviewAnswer.create({
    data: {
      interviewId: interview.id,
      questionId: interview.questions[0]!.id,
      videoKey: files.interviewAnswer,
      contentType: "video/webm",
      sizeBytes: 10,
    },
  });
  const plan = await db.plan.upsert({
    where: { type_planName: { type: "MOCK", planName: "Silver" } },
    create: { type: "MOCK", planName: "Silver", name: "Silver", description: "x", pricePaise: 49900, credits: 3, validityDays: 30 },
    update: {},
  });
  const order = await db.paymentOrder.create({
    data: {
      candidateId: candidate.id,
      planId: plan.id,
      provider: "DEV",
      providerOrderId: `order_${tag}`,
      amountPaise: 49900,
      status: "PAID",
      paidAt: new Date(),
    },
  });
  await db.planEntitlement.create({
    data: { candidateId: candidate.id, planId: plan.id, paymentOrderId: order.id, credits: 3, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  await db.creditLedgerEntry.create({
    data: { candidateId: candidate.id, delta: 3, balanceAfter: 3, reason: "PURCHASE", idempotencyKey: `grant-${tag}` },
  });
  await db.shareToken.create({
    data: { tokenHash: `share-${tag}`, createdById: candidate.id, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  await db.discResult.create({
    data: { candidateId: candidate.id, answers: [], dominance: 1, influence: 2, steadiness: 3, conscientiousness: 4, primaryStyle: "C" },
  });
  await db.discProgress.create({ data: { candidateId: candidate.id, answers: [] } });
  await db.notification.create({ data: { candidateId: candidate.id, kind: "x", title: "Hello", body: "World" } });
  await db.emailPreference.create({ data: { candidateId: candidate.id, marketing: true } });
  await db.savedSearch.create({ data: { candidateId: candidate.id, query: "q=analyst&location=Pune" } });
  await db.jobAlertDigest.create({ data: { candidateId: candidate.id, day: new Date("2026-01-02"), jobCount: 1, tokenHash: `alert-${tag}` } });
  await db.jobReport.create({ data: { candidateId: candidate.id, jobId: job.id, reason: "MISLEADING", note: "The pay differs from the interview" } });
  await db.dataAccessLog.create({
    data: { candidateId: candidate.id, companyId: company.id, companyName: company.name, kind: "CV", subjectId: application.id },
  });
  const paid = await useEveryPaidFeature({ candidateId: candidate.id, mockId: mock.id, interviewId: interview.id, company });
  return { candidate, files, order, password, company, job, ...paid };
}

/**
 * What a paying candidate leaves behind, through the product's own functions: a plan bought with
 * a coupon at the checkout, a free order, a mock paid for with a credit, a share link given (and
 * redeemed by a friend) and one redeemed, a consent to a recorded interview, a saved search, a
 * notification and an employer's read in the access log.
 */
async function useEveryPaidFeature(o: { candidateId: string; mockId: string; interviewId: string; company: { id: string; name: string } }) {
  const db = t.db();
  await seedPlans(db);
  const created = await createPaymentOrder({ candidateId: o.candidateId, type: "MOCK", planName: "SILVER", couponCode: "WELCOME10" });
  const checkout = await completeDevCheckout({ candidateId: o.candidateId, orderId: created.order.id, outcome: "success" });
  if (checkout.outcome !== "success") throw new Error("the test checkout refused the payment");
  await verifyPayment({ candidateId: o.candidateId, body: checkout.payment });
  await redeemFullDiscount({ candidateId: o.candidateId, type: "MOCK", planName: "BASIC", coupon: "FREEMOCK" });
  await spendCredit({ candidateId: o.candidateId, reason: "MOCK_CREATE", idempotencyKey: `mock-create:${o.mockId}`, mockId: o.mockId });

  const given = await createShareLink({ candidateId: o.candidateId });
  const friend = await createCandidate();
  await redeemShareToken({ candidateId: friend.id, token: new URL(given.shareUrl).searchParams.get("token")! });
  const giver = await createCandidate();
  const silver = await mockPlan(db, "SILVER");
  await grantCredits({ candidateId: giver.id, planId: silver.id, credits: 1, validityDays: 30, reason: "PURCHASE", idempotencyKey: `gift:${giver.id}` });
  const gift = await createShareLink({ candidateId: giver.id });
  await redeemShareToken({ candidateId: o.candidateId, token: new URL(gift.shareUrl).searchParams.get("token")! });

  const access = await authorizeInterview({ interviewId: o.interviewId, token: null, candidateId: o.candidateId });
  await recordConsent({ interview: access, version: INTERVIEW_CONSENT_VERSION });
  await saveSearch({ candidateId: o.candidateId, query: "q=auditor&location=Nagpur" });
  await createNotification({ candidateId: o.candidateId, kind: "mock_ready", title: "Your mock interview is ready", body: "Analyst" });
  const key = await createApiKey({ companyId: o.company.id, name: "reader" });
  await recordDataReads({
    reader: { companyId: o.company.id, companyName: o.company.name, keyId: key.id },
    reads: [{ candidateId: o.candidateId, kind: "INTERVIEW", subjectId: o.interviewId }],
  });
  return { friend, giver };
}

async function rowCounts(candidateId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of candidateTables()) counts[table.table] = await delegateOf(table).count({ where: table.where(candidateId) });
  return counts;
}

describe("the schema walk", () => {
  it("finds exactly the tables PostgreSQL's foreign keys tie to candidates, each erasable by cascade", async () => {
    const catalog = await catalogCandidateTables();
    const walked = new Set(candidateTables().map((table) => table.table));
    expect([...walked].sort()).toEqual([...catalog.tables].sort());
    // Erasure deletes the Candidate row and relies on these rules to reach everything else.
    for (const { table, rule } of catalog.rules) expect(["CASCADE", "SET NULL"], `${table}: ${rule}`).toContain(rule);
    // Nested paths are followed (Mock → MockQuestion → MockAnswer) and stored files are declared.
    expect(candidateTables().find((table) => table.model === "MockAnswer")?.fileFields).toEqual(["videoKey"]);
  });

  it("takes a column for a stored file or a secret only when it is declared so, never by its name", () => {
    const models = runtimeDataModel().models;
    for (const [model, columns] of [...Object.entries(STORED_FILE_COLUMNS), ...Object.entries(SECRET_COLUMNS)]) {
      for (const column of columns) {
        const field = models[model]?.fields.find((f) => f.name === column);
        expect(field, `${model}.${column}`).toMatchObject({ kind: "scalar", type: "String" });
      }
    }
    // The ledger's idempotency key ("order:…", "share:…") names a payment, not a file.
    expect(candidateTables().find((table) => table.model === "CreditLedgerEntry")?.fileFields).toEqual([]);
  });
});

describe("an export that fails", () => {
  const task = { id: "task", signal: new AbortController().signal };

  it("ends FAILED with its reason logged, offers a new try, and leaves the next candidate's export unaffected", async () => {
    const broken = await createCandidate({ photoKey: "photos/bad:name.png" });
    const next = await createCandidate();
    const failing = await startDataExport({ candidateId: broken.id });
    const fine = await startDataExport({ candidateId: next.id });

    const attempt = (isLastAttempt: boolean) =>
      taskHandlers["account.export"]({ exportId: failing.id }, { ...task, retryCount: isLastAttempt ? 2 : 0, isLastAttempt });
    await expect(attempt(false)).rejects.toThrow(/Invalid storage key/);
    expect(await getDataExport({ candidateId: broken.id })).toMatchObject({ status: "PENDING" });
    await expect(attempt(true)).rejects.toThrow(/Invalid storage key/);
    expect(await getDataExport({ candidateId: broken.id })).toMatchObject({ status: "FAILED" });
    expect(await t.db().dataExport.findUniqueOrThrow({ where: { id: failing.id } })).toMatchObject({ error: expect.stringMatching(/Invalid storage key/) });

    await taskHandlers["account.export"]({ exportId: fine.id }, { ...task, retryCount: 0, isLastAttempt: false });
    expect(await getDataExport({ candidateId: next.id })).toMatchObject({ status: "READY" });
    // "Try again" starts a new export rather than returning the failed one.
    const again = await startDataExport({ candidateId: broken.id });
    expect(again).toMatchObject({ status: "PENDING" });
    expect(again.id).not.toBe(failing.id);
  });

  it("counts an export whose task was lost as failed once every attempt would be over", async () => {
    const candidate = await createCandidate();
    const lost = await startDataExport({ candidateId: candidate.id });
    const soon = new Date(Date.now() + EXPORT_GIVE_UP_MS - 60_000);
    expect(await getDataExport({ candidateId: candidate.id, now: soon })).toMatchObject({ status: "PENDING" });
    expect(await startDataExport({ candidateId: candidate.id, now: soon })).toEqual(lost);
    const late = new Date(Date.now() + EXPORT_GIVE_UP_MS + 60_000);
    expect(await getDataExport({ candidateId: candidate.id, now: late })).toMatchObject({ status: "FAILED" });
    expect((await startDataExport({ candidateId: candidate.id, now: late })).id).not.toBe(lost.id);
  });
});

describe("an erasure that fails", () => {
  const task = { id: "task", signal: new AbortController().signal };

  /** A closed account past its grace period, with a stored photo. */
  async function dueForErasure(name: string) {
    const password = "correct horse battery";
    const photoKey = `photos/${randomUUID()}/${name}.png`;
    await storage().put(photoKey, Buffer.from(`photo of ${name}`), { contentType: "image/png" });
    const candidate = await createCandidate({ passwordHash: await hashPassword(password), photoKey });
    const asked = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await requestAccountDeletion({ candidateId: candidate.id, password, ip: "1.1.1.3", now: asked });
    return { candidate, photoKey };
  }

  it("stays on the deletion and in the log, never holds up another candidate's erasure, and a later run finishes it", async () => {
    const stuck = await dueForErasure("stuck");
    const next = await dueForErasure("next");
    // The store refuses to delete the stuck candidate's photo, and only that.
    const driver = storage();
    const realDelete = driver.delete.bind(driver);
    const refuse = vi.spyOn(driver, "delete").mockImplementation(async (key) => {
      if (key === stuck.photoKey) throw new Error("Access Denied");
      return realDelete(key);
    });
    const errors: unknown[][] = [];
    const logged = vi.spyOn(logger(), "error").mockImplementation(((...args: unknown[]) => void errors.push(args)) as never);
    try {
      await expect(taskHandlers["account.erase"]({ candidateId: stuck.candidate.id }, { ...task, retryCount: 0, isLastAttempt: false })).rejects.toThrow(
        /did not finish/,
      );
      expect(await getAccountDeletion({ candidateId: stuck.candidate.id })).toMatchObject({ failedAttempts: 1, lastFailedAt: expect.any(Date) });
      expect(await t.db().accountDeletion.findUniqueOrThrow({ where: { candidateId: stuck.candidate.id } })).toMatchObject({ lastError: "Access Denied" });
      expect(errors).toMatchObject([[{ candidateId: stuck.candidate.id, attempt: 1, final: false }, "account erasure failed"]]);

      // The daily sweep tries the stuck one again and erases the next one all the same.
      expect(await eraseDueAccounts()).toEqual({ erased: 1, failed: 1 });
      expect(await t.db().candidate.count({ where: { id: next.candidate.id } })).toBe(0);
      expect(await storage().get(next.photoKey)).toBeNull();
      expect(await t.db().candidate.count({ where: { id: stuck.candidate.id } })).toBe(1);
      expect(await storage().get(stuck.photoKey)).not.toBeNull();
      expect(await getAccountDeletion({ candidateId: stuck.candidate.id })).toMatchObject({ failedAttempts: 2 });
      expect(errors).toHaveLength(2);
      expect(errors[1]).toMatchObject([{ candidateId: stuck.candidate.id, by: "daily sweep" }, "account erasure failed"]);
    } finally {
      refuse.mockRestore();
      logged.mockRestore();
    }

    // Once the store deletes again, the next run finishes the erasure.
    expect(await eraseDueAccounts()).toEqual({ erased: 1, failed: 0 });
    expect(await t.db().candidate.count({ where: { id: stuck.candidate.id } })).toBe(0);
    expect(await storage().get(stuck.photoKey)).toBeNull();
    expect(await getAccountDeletion({ candidateId: stuck.candidate.id })).toBeNull();
    expect(await tablesNaming(stuck.candidate.id, stuck.candidate.email)).toEqual([]);
  });
});

for (const driver of ["disk", "s3"] as const) {
  describe(`export and erasure (${driver} storage)`, () => {
    let server: S3rver | undefined;
    let s3: S3Client | undefined;
    let dir = "";

    beforeAll(async () => {
      if (driver === "s3") {
        dir = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
        server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir });
        const { port } = (await server.run()) as { port: number };
        const endpoint = `http://127.0.0.1:${port}`;
        Object.assign(process.env, {
          S3_BUCKET: "hireready-data",
          S3_ENDPOINT: endpoint,
          S3_ACCESS_KEY_ID: "S3RVER",
          S3_SECRET_ACCESS_KEY: "S3RVER",
          S3_FORCE_PATH_STYLE: "true",
        });
        s3 = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
        await s3.send(new CreateBucketCommand({ Bucket: "hireready-data" }));
      } else {
        for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"]) delete process.env[name];
      }
      resetEnvForTests();
      resetStorageForTests();
      expect(storage().name).toBe(driver);
    });

    afterAll(async () => {
      if (server) await server.close();
      if (dir) await rm(dir, { recursive: true, force: true });
      for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"]) delete process.env[name];
      resetEnvForTests();
      resetStorageForTests();
    });

    it("exports every table that names the candidate and every file, for the owner or the secret's holder only", async () => {
      const { candidate, files, friend, giver } = await fullCandidate();
      const other = await fullCandidate();
      const started = await startDataExport({ candidateId: candidate.id });
      expect(await getDataExport({ candidateId: candidate.id })).toMatchObject({ status: "PENDING" });
      await prepareDataExport({ exportId: started.id });
      const state = await getDataExport({ candidateId: candidate.id });
      expect(state).toMatchObject({ status: "READY", url: `/api/users/export/download?id=${started.id}` });

      const zip = readZip(await readAll((await openDataExport({ exportId: started.id, candidateId: candidate.id })).body));
      const counts = await rowCounts(candidate.id);
      for (const table of candidateTables()) {
        const rows = JSON.parse(zip.get(`data/${table.table}.json`)?.toString() ?? "null") as unknown[];
        expect(rows, table.table).toHaveLength(counts[table.table]!);
      }
      const profile = JSON.parse(zip.get("data/candidates.json")!.toString()) as Record<string, unknown>[];
      expect(profile).toHaveLength(1);
      expect(profile[0]).toMatchObject({ id: candidate.id, email: candidate.email });
      expect(JSON.stringify(profile)).not.toContain("passwordHash");
      expect(zip.get("data/mock_answers.json")!.toString()).toContain("I like numbers.");
      const retakes = JSON.parse(zip.get("data/mock_retakes.json")!.toString()) as { take: number; transcript: string; videoKey: string }[];
      expect(retakes).toMatchObject([{ take: 2, transcript: "Numbers tell me stories.", videoKey: files.mockRetake }]);
      // Each mock with the language it was practised in.
      const mocks = JSON.parse(zip.get("data/mocks.json")!.toString()) as { language: string }[];
      expect(mocks.map((m) => m.language)).toEqual(["hi"]);
      const questions = JSON.parse(zip.get("data/mock_questions.json")!.toString()) as { guideTicks: number[] }[];
      expect(questions.map((q) => q.guideTicks)).toEqual([[1, 3]]);
      // What they paid for and how: the order bought with a coupon, the free order, every credit.
      const orders = JSON.parse(zip.get("data/payment_orders.json")!.toString()) as { provider: string; couponId: string | null; status: string }[];
      expect(
        orders
          .filter((o) => o.status === "PAID")
          .map((o) => o.provider)
          .sort(),
      ).toEqual(["DEV", "DEV", "FREE"]);
      expect(orders.filter((o) => o.couponId).length).toBe(2);
      const ledger = JSON.parse(zip.get("data/credit_ledger.json")!.toString()) as { reason: string; idempotencyKey: string }[];
      expect(ledger.map((e) => e.reason).sort()).toEqual(["MOCK_CREATE", "PURCHASE", "PURCHASE", "PURCHASE", "REDEEM", "SHARE_CREATE"]);
      expect(ledger.some((e) => e.idempotencyKey.startsWith("order:"))).toBe(true);
      const shares = JSON.parse(zip.get("data/share_tokens.json")!.toString()) as { createdById: string; redeemedById: string | null }[];
      expect(shares.some((x) => x.createdById === candidate.id && x.redeemedById === friend.id)).toBe(true);
      expect(shares.some((x) => x.createdById === giver.id && x.redeemedById === candidate.id)).toBe(true);
      expect(JSON.stringify(shares)).not.toContain("tokenHash");
      expect(zip.get("data/interviews.json")!.toString()).toContain(INTERVIEW_CONSENT_VERSION);
      expect(zip.get("data/saved_searches.json")!.toString()).toContain("auditor");
      expect(zip.get("data/notifications.json")!.toString()).toContain("Your mock interview is ready");
      expect(JSON.parse(zip.get("data/data_access_log.json")!.toString())).toHaveLength(2);
      for (const key of Object.values(files)) expect(zip.get(`files/${key}`)?.toString(), key).toMatch(/ of /);
      // Nothing of the other candidate.
      expect([...zip.values()].some((b) => b.toString().includes(other.candidate.id))).toBe(false);
      expect(Object.values(other.files).some((key) => zip.has(`files/${key}`))).toBe(false);

      await expect(openDataExport({ exportId: started.id, candidateId: other.candidate.id })).rejects.toThrow(/not valid/);
      await expect(openDataExport({ exportId: started.id, secret: "guess" })).rejects.toThrow(/not valid/);
    });

    it("closes the account at once and erases every row and file after the grace period, keeping payments anonymously", async () => {
      const { candidate, files, order, password, company, job, friend } = await fullCandidate();
      const bystander = await fullCandidate();
      const paidOrders = (await t.db().paymentOrder.findMany({ where: { candidateId: candidate.id }, select: { id: true } })).map((o) => o.id);
      expect(paidOrders).toHaveLength(3);
      const friendBalance = await getCreditBalance({ candidateId: friend.id });
      const bystanderBefore = await rowCounts(bystander.candidate.id);
      const exported = await startDataExport({ candidateId: candidate.id });
      await prepareDataExport({ exportId: exported.id });
      const { archiveKey } = await t.db().dataExport.findUniqueOrThrow({ where: { id: exported.id } });
      expect(await storage().get(archiveKey!)).not.toBeNull();
      expect((await storedKeys(s3)).filter((key) => key.includes(candidate.id) && !key.endsWith(".meta.json"))).toEqual([archiveKey]);

      await expect(requestAccountDeletion({ candidateId: candidate.id, password: "wrong", ip: "1.1.1.1" })).rejects.toThrow(WRONG_PASSWORD);
      const asked = new Date();
      const { eraseAfter } = await requestAccountDeletion({ candidateId: candidate.id, password, ip: "1.1.1.1", now: asked });
      expect(eraseAfter.getTime() - asked.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
      expect(await t.db().authSession.count({ where: { candidateId: candidate.id, revokedAt: null } })).toBe(0);
      // Employers no longer see the closed account's application.
      expect((await listJobApplications(await partnerOf(company), job.id, { page: 1, limit: 10 })).total).toBe(0);
      // Mail and tasks that name the person wait in the queue and the outbox (no worker runs here).
      await sendMail({ to: candidate.email, subject: "Your application", text: `Hello ${candidate.id}`, html: "<p>Hello</p>" });
      await sendTask("account.erase", { candidateId: candidate.id });
      expect(await taskRowsNaming(candidate.email)).toBeGreaterThan(0);
      expect(await taskRowsNaming(candidate.id)).toBeGreaterThan(0);
      expect(await outboxFilesNaming(candidate.email)).not.toHaveLength(0);
      const bystanderJobs = await taskRowsNaming(bystander.candidate.email);
      await sendMail({ to: bystander.candidate.email, subject: "Kept", text: "Kept", html: "<p>Kept</p>" });

      // Not yet due: nothing happens.
      expect(await eraseIfDue({ candidateId: candidate.id, now: new Date(eraseAfter.getTime() - 1000) })).toBe(false);
      expect(await t.db().candidate.count({ where: { id: candidate.id } })).toBe(1);

      expect(await eraseIfDue({ candidateId: candidate.id, now: eraseAfter })).toBe(true);
      const after = await rowCounts(candidate.id);
      for (const [table, count] of Object.entries(after)) expect(count, table).toBe(0);
      expect(await t.db().candidate.count({ where: { id: candidate.id } })).toBe(0);
      for (const key of Object.values(files)) expect(await storage().get(key), key).toBeNull();
      expect(await t.db().otpChallenge.count({ where: { target: candidate.email } })).toBe(0);
      // The export archive went too.
      expect(await storage().get(archiveKey!)).toBeNull();
      // No row anywhere names them, and no stored file is theirs, on disk or in the bucket (what
      // they paid is kept in retained_payment_records, keyed by the order alone).
      expect(await tablesNaming(candidate.id, candidate.email, candidate.mobile!)).toEqual([]);
      expect((await storedKeys(s3)).filter((key) => key.includes(candidate.id))).toEqual([]);
      expect(await t.db().retainedPaymentRecord.count({ where: { id: { in: paidOrders } } })).toBe(paidOrders.length);
      // No queued task names them any more, and the only mail left naming them is the confirmation
      // of the erasure itself, sent to the address after everything else was gone.
      expect(await taskRowsNaming(candidate.email, candidate.id)).toBe(0);
      const left = await outboxFilesNaming(candidate.email, candidate.id);
      expect(left).toHaveLength(1);
      expect(left[0]).toContain("account has been deleted");
      expect(left[0]).not.toContain(candidate.id);
      // Other people's jobs and mail stay.
      expect(await taskRowsNaming(bystander.candidate.email)).toBe(bystanderJobs);
      expect(await outboxFilesNaming(bystander.candidate.email)).not.toHaveLength(0);

      const kept = await t.db().retainedPaymentRecord.findUniqueOrThrow({ where: { id: order.id } });
      expect(kept).toMatchObject({ providerOrderId: order.providerOrderId, amountPaise: 49900, status: "PAID" });
      expect(JSON.stringify(kept)).not.toContain(candidate.id);
      expect(JSON.stringify(kept)).not.toContain(candidate.email);

      // The friend keeps the credit they redeemed from the erased candidate's link.
      expect(await getCreditBalance({ candidateId: friend.id })).toBe(friendBalance);
      // The other candidate keeps everything.
      expect(await rowCounts(bystander.candidate.id)).toEqual(bystanderBefore);
      for (const key of Object.values(bystander.files)) expect(await storage().get(key), key).not.toBeNull();
      // A second run (the queue delivers at least once) changes nothing.
      expect(await eraseIfDue({ candidateId: candidate.id, now: eraseAfter })).toBe(false);
    });

    it("keeps everything when the candidate cancels within the grace period", async () => {
      const { candidate, files, password, company, job } = await fullCandidate();
      const { eraseAfter } = await requestAccountDeletion({ candidateId: candidate.id, password, ip: "1.1.1.2" });
      await cancelAccountDeletion({ candidateId: candidate.id });
      expect((await listJobApplications(await partnerOf(company), job.id, { page: 1, limit: 10 })).total).toBe(1);
      expect(await eraseIfDue({ candidateId: candidate.id, now: new Date(eraseAfter.getTime() + 1000) })).toBe(false);
      expect(await t.db().candidate.count({ where: { id: candidate.id } })).toBe(1);
      for (const key of Object.values(files)) expect(await storage().get(key), key).not.toBeNull();
      await expect(cancelAccountDeletion({ candidateId: candidate.id })).rejects.toThrow(/not scheduled/);
    });
  });
}
