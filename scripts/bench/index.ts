// `npm run bench`: figures, not pass/fail. Runs on a scratch embedded PostgreSQL so it never
// touches the development database. Each section gets its own migrated database; add a section
// by writing scripts/bench/<name>.ts and listing it here. `npm run bench -- search` runs one.
import { startScratchPostgres } from "../../lib/db/embedded";
import { apiSection } from "./api";
import { genericSection } from "./generic";
import { mocksSection } from "./mocks";
import { voiceSection } from "./voice";
import { interviewSection } from "./interview";
import { pagesSection } from "./pages";
import { searchSection } from "./search";
import { uploadsSection } from "./uploads";
import { multipartSection } from "./multipart";
import { mediaSection } from "./media";
import { reviewPdfSection } from "./review-pdf";
import { createContext, time, type BenchSection } from "./support";

const SECTIONS: BenchSection[] = [
  genericSection,
  searchSection,
  mocksSection,
  voiceSection,
  apiSection,
  pagesSection,
  interviewSection,
  uploadsSection,
  multipartSection,
  mediaSection,
  reviewPdfSection,
];

const wanted = process.argv.slice(2);
const sections = wanted.length ? SECTIONS.filter((s) => wanted.includes(s.name)) : SECTIONS;
// The public pages are measured against a production server of their own (scripts/bench/marketing.ts).
const withMarketing = !wanted.length || wanted.includes("marketing");
process.env.LOG_LEVEL = "silent";

const inProcess = sections.filter((s) => !s.standalone);
if (inProcess.length) {
  const server = await time("start scratch PostgreSQL", () => startScratchPostgres("bench"));
  try {
    const context = createContext(server.url);
    for (const section of inProcess) {
      console.log(`\n== ${section.name} ==`);
      await section.run(context);
    }
  } finally {
    const { disconnectDb } = await import("../../lib/db/client");
    await disconnectDb();
    await server.stop();
  }
}
for (const section of sections.filter((s) => s.standalone)) {
  console.log(`\n== ${section.name} ==`);
  await section.run(createContext(""));
}

if (withMarketing) {
  console.log("\n== marketing ==");
  const { spawnSync } = await import("node:child_process");
  spawnSync("node_modules/.bin/tsx", ["scripts/bench/marketing.ts"], { stdio: "inherit" });
}
