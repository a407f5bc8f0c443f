// Bench data for job search: jobs made by the seed's own generator (the same roles, companies and
// descriptions as the demo board), posted over the last 60 days. Inserted in batches through
// jsonb_populate_recordset, so the search-vector trigger builds each document as in production.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { buildJob, ROLE_TEMPLATES, toJobRow } from "../../lib/seed/jobs";

const BATCH = 1_000;
const RARE_SKILLS = ["Haskell", "Elixir", "Solidity", "COBOL", "Fortran", "Erlang"];

async function insertRange(url: string, from: number, to: number, onBatch: (n: number) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const companies = await client.query<{ id: string; slug: string }>(`select id, slug from companies`);
    const companyIds = new Map(companies.rows.map((c) => [c.slug, c.id]));
    const now = new Date();
    for (let start = from; start < to; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(to, start + BATCH); i++) {
        const job = buildJob(ROLE_TEMPLATES[i % ROLE_TEMPLATES.length]!, 1_000 + i);
        const companyId = companyIds.get(job.companySlug);
        if (!companyId) continue;
        const row = toJobRow(job, companyId, now);
        // A few niche skills, each in about 1 job in 600, so "rare keyword" searches have real answers.
        if (i % 97 === 5) row.skills = [...(row.skills as string[]), RARE_SKILLS[Math.floor(i / 97) % RARE_SKILLS.length]!];
        rows.push({
          ...row,
          id: randomUUID(),
          externalRef: `bench-${i}`,
          shortId: `JB-B${i.toString(36).toUpperCase().padStart(5, "0")}`,
          currency: "INR",
          // jsonb_populate_recordset fills a missing column with null, not its default.
          moneyCheckedVersion: 0,
        });
      }
      await client.query(`insert into jobs select * from jsonb_populate_recordset(null::jobs, $1::jsonb)`, [JSON.stringify(rows)]);
      onBatch(rows.length);
    }
  } finally {
    await client.end();
  }
}

/** Inserts `count` jobs on two connections (the trigger's text parsing is the slow part), then analyses. */
export async function insertBenchJobs(url: string, count: number, log: (line: string) => void): Promise<void> {
  let inserted = 0;
  let reported = 0;
  const onBatch = (n: number) => {
    inserted += n;
    if (inserted - reported >= 20_000) {
      reported = inserted;
      log(`  ${inserted.toLocaleString("en")} jobs inserted`);
    }
  };
  const half = Math.floor(count / 2);
  await Promise.all([insertRange(url, 0, half, onBatch), insertRange(url, half, count, onBatch)]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("vacuum analyze");
  await client.end();
}
