// Reference and demo data that makes a fresh install feel real. Idempotent: every row is keyed
// on a unique field and only inserted when missing (reference data owned by code is upserted),
// so a second run changes nothing.
import { db as defaultDb, type Db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { sendMail, type MailMessage } from "@/lib/mail";
import { COMPANIES } from "./companies";
import { COUNTRIES } from "./countries";
import { buildCoupons } from "./coupons";
import { seedDemoCandidate } from "./demo";
import { INDUSTRIES } from "./industries";
import { JOBS, toJobRow } from "./jobs";
import { seedDemoPartnerKey } from "./partner-key";
import { PLANS } from "./plans";

export { DEMO_CANDIDATE, DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD } from "./demo-credentials";

export type SeedCounts = {
  countries: number;
  industries: number;
  companies: number;
  jobs: number;
  plans: number;
  coupons: number;
};

export type SeedOptions = {
  db?: Db;
  log?: (line: string) => void;
  /** The demo candidate has a published password: never on by default in production. */
  demo?: boolean;
};

// Two app instances starting together on an empty database must not seed at the same time.
const SEED_LOCK_KEY = 4_127_001;

async function seedReferenceData(tx: Tx, now: Date, log: (line: string) => void) {
  const countries = await tx.country.createMany({ data: [...COUNTRIES], skipDuplicates: true });
  for (const industry of INDUSTRIES) {
    await tx.industry.upsert({ where: { name: industry.name }, create: industry, update: industry });
  }
  for (const plan of PLANS) {
    const key = { type: plan.type, planName: plan.planName };
    await tx.plan.upsert({ where: { type_planName: key }, create: plan, update: plan });
  }
  const coupons = await tx.coupon.createMany({ data: buildCoupons(now), skipDuplicates: true });
  log(`seed: ${countries.count} new countries, ${INDUSTRIES.length} industries, ` + `${PLANS.length} plans, ${coupons.count} new coupons`);
}

async function seedCompaniesAndJobs(tx: Tx, now: Date, log: (line: string) => void): Promise<Map<string, string>> {
  const companies = await tx.company.createMany({
    data: COMPANIES.map(({ name, slug, description, website, contactEmail, industry, logoUrl }) => ({
      name,
      slug,
      description,
      website,
      contactEmail,
      industry,
      logoUrl,
    })),
    skipDuplicates: true,
  });
  const rows = await tx.company.findMany({
    where: { slug: { in: COMPANIES.map((c) => c.slug) } },
    select: { id: true, slug: true },
  });
  const companyIds = new Map(rows.map((c) => [c.slug, c.id]));
  // Insert only the missing jobs: the search-vector trigger runs before a conflict is detected,
  // so offering every row again would cost a full-text rebuild of each one.
  const existing = await seededJobIds(tx, [...companyIds.values()]);
  const jobRows = JOBS.flatMap((job) => {
    const companyId = companyIds.get(job.companySlug);
    return companyId && !existing.has(job.externalRef) ? [toJobRow(job, companyId, now)] : [];
  });
  const jobs = await tx.job.createMany({ data: jobRows, skipDuplicates: true });
  log(`seed: ${companies.count} new companies, ${jobs.count} new jobs`);
  return jobs.count > 0 ? seededJobIds(tx, [...companyIds.values()]) : existing;
}

/** externalRef → id of the seeded jobs. */
async function seededJobIds(tx: Tx, companyIds: string[]): Promise<Map<string, string>> {
  const refs = new Set(JOBS.map((j) => j.externalRef));
  const jobs = await tx.job.findMany({
    where: { companyId: { in: companyIds }, externalRef: { in: [...refs] } },
    select: { id: true, externalRef: true },
  });
  return new Map(jobs.flatMap((j) => (j.externalRef ? [[j.externalRef, j.id] as const] : [])));
}

async function countRows(client: Db): Promise<SeedCounts> {
  const [countries, industries, companies, jobs, plans, coupons] = await Promise.all([
    client.country.count(),
    client.industry.count(),
    client.company.count(),
    client.job.count(),
    client.plan.count(),
    client.coupon.count(),
  ]);
  return { countries, industries, companies, jobs, plans, coupons };
}

/** Seeds everything that is missing and returns how many rows of each kind the database now holds. */
export async function seed(options: SeedOptions = {}): Promise<SeedCounts> {
  const client = options.db ?? defaultDb();
  const log = options.log ?? (() => {});
  const withDemo = options.demo ?? env().SEED_DEMO ?? env().NODE_ENV !== "production";
  const now = new Date();
  const started = performance.now();
  const mail: MailMessage[] = [];
  await client.$transaction(
    async (tx) => {
      await tx.$executeRaw`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
      await seedReferenceData(tx, now, log);
      const jobIds = await seedCompaniesAndJobs(tx, now, log);
      if (!withDemo) return log("seed: demo candidate skipped");
      const demo = await seedDemoCandidate(tx, jobIds, now);
      log(`seed: demo candidate ready with ${demo.applications} new applications`);
      if (demo.invitation) mail.push(demo.invitation);
      const partner = await seedDemoPartnerKey(tx);
      if (partner) log(`seed: partner API key for ${partner.company}: ${partner.key}`);
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
  for (const message of mail) {
    await sendMail(message).then(
      () => log(`seed: interview invitation e-mailed to ${message.to}`),
      (error: unknown) => log(`seed: the interview invitation e-mail was not sent (${error instanceof Error ? error.message : error})`),
    );
  }
  // What autovacuum does on a running board, now: statistics for the planner, and the full-text
  // indexes' pending entries merged (a search otherwise scans that pending list on every query).
  await client.$executeRawUnsafe("VACUUM (ANALYZE) jobs");
  await client.$executeRawUnsafe("ANALYZE companies, applications, candidates");
  log(`seed: done in ${Math.round(performance.now() - started)} ms`);
  return countRows(client);
}

/** True once the catalogue is in place, so start-up can seed only on a first run. */
export async function isSeeded(client: Db = defaultDb()): Promise<boolean> {
  const [plan, job] = await Promise.all([client.plan.findFirst({ select: { id: true } }), client.job.findFirst({ select: { id: true } })]);
  return plan !== null && job !== null;
}
