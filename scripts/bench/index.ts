// `npm run bench`: figures, not pass/fail. Runs on a scratch embedded PostgreSQL so it never
// touches the development database. Each section gets its own migrated database; add a section
// by writing scripts/bench/<name>.ts and listing it here. `npm run bench -- search` runs one.
import { startScratchPostgres } from "../../lib/db/embedded";
import { genericSection } from "./generic";
import { searchSection } from "./search";
import { createContext, time, type BenchSection } from "./support";

const SECTIONS: BenchSection[] = [genericSection, searchSection];

const wanted = process.argv.slice(2);
const sections = wanted.length ? SECTIONS.filter((s) => wanted.includes(s.name)) : SECTIONS;
process.env.LOG_LEVEL = "silent";

const server = await time("start scratch PostgreSQL", () => startScratchPostgres("bench"));
try {
  const context = createContext(server.url);
  for (const section of sections) {
    console.log(`\n== ${section.name} ==`);
    await section.run(context);
  }
} finally {
  const { disconnectDb } = await import("../../lib/db/client");
  await disconnectDb();
  await server.stop();
}
