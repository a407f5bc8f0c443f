// Migrations, the seed, and a few everyday queries over the seeded catalogue.
import { migrate } from "../../lib/db/migrate";
import { sample, time, type BenchSection } from "./support";

export const genericSection: BenchSection = {
  name: "generic",
  async run(context) {
    const url = await time("apply migrations to an empty database", () => context.useNewDatabase("bench_generic"));
    await time("apply migrations again (nothing to do)", () => migrate(url));
    const { seed } = await import("../../lib/seed");
    const { db } = await import("../../lib/db/client");
    await time("seed (first run)", () => seed());
    await time("seed (second run, idempotent)", () => seed());

    console.log("\nqueries over the seeded data (200 runs each):");
    await sample("newest open jobs, first page", 200, () =>
      db().job.findMany({ where: { status: "OPEN" }, orderBy: { createdAt: "desc" }, take: 20, include: { company: true } }),
    );
    await sample("countries for the phone selector", 200, () => db().country.findMany({ orderBy: { name: "asc" } }));
  },
};
