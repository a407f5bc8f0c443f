// `npm run bench:marketing`: what each public page costs a visitor. Figures, not pass/fail.
//
// For every marketing page of the production build (`npm run build` output, served by
// `npm start` on a scratch data directory), and for a bare Next.js app with one
// page and one next/link built in the same run (the framework's floor):
//   - JavaScript the browser downloads, compressed bytes on the wire, counted until the network
//     settles (so route prefetches count too);
//   - Lighthouse lab figures in Chromium at 390 px with 4x CPU throttling and no network
//     throttling (a local server): LCP, CLS, total blocking time, FCP; the median of BENCH_RUNS.
//
// Environment: BENCH_PORT (3200), BENCH_FLOOR_PORT (BENCH_PORT + 1), BENCH_PG_PORT (54320),
// BENCH_RUNS (3), CHROMIUM (/usr/bin/chromium). Flags: --build rebuilds this app first,
// --desktop also measures at 1280 px.
import { MARKETING_PAGES } from "../../components/marketing/pages";
import {
  cleanUp,
  DESKTOP,
  ensureBuild,
  kb,
  labFigures,
  PHONE,
  printTable,
  say,
  seconds,
  startApp,
  startFloorApp,
  transferred,
  type LabFigures,
  type Transferred,
} from "./browser";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 1);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54320);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const args = new Set(process.argv.slice(2));

interface Row {
  page: string;
  bytes: Transferred;
  lab: LabFigures;
}

function printRows(title: string, rows: Row[], floor: Row) {
  const header = ["page", "JS (gzip)", "vs floor", "scripts", "LCP", "CLS", "TBT", "FCP"];
  const lines = [floor, ...rows].map((row) => [
    row.page,
    kb(row.bytes.js),
    row === floor ? "—" : `${row.bytes.js >= floor.bytes.js ? "+" : ""}${(((row.bytes.js - floor.bytes.js) / floor.bytes.js) * 100).toFixed(1)} %`,
    String(row.bytes.scripts),
    seconds(row.lab.lcp),
    row.lab.cls.toFixed(3),
    `${Math.round(row.lab.tbt)} ms`,
    seconds(row.lab.fcp),
  ]);
  printTable(title, header, lines);
}

async function measure(base: string, pagePath: string, label: string, desktop: boolean): Promise<Row> {
  const url = `${base}${pagePath}`;
  const bytes = await transferred(url, desktop ? DESKTOP : PHONE);
  const lab = await labFigures(url, { runs: RUNS, desktop });
  say(`${label}: ${kb(bytes.js)} JS, LCP ${seconds(lab.lcp)}, CLS ${lab.cls.toFixed(3)}, TBT ${Math.round(lab.tbt)} ms`);
  return { page: label, bytes, lab };
}

async function main() {
  ensureBuild(args.has("--build"));
  const floorBase = await startFloorApp(FLOOR_PORT);
  const base = await startApp({ port: PORT, pgPort: PG_PORT, seedDemo: false, worker: false });

  const formFactors = args.has("--desktop") ? [false, true] : [false];
  for (const desktop of formFactors) {
    const label = desktop ? "1280 px, desktop" : "390 px, mobile";
    say(`measuring at ${label}, ${RUNS} Lighthouse run(s) per page`);
    const floorRow = await measure(floorBase, "/", "Next.js floor (1 page, 1 next/link)", desktop);
    const rows: Row[] = [];
    for (const page of Object.values(MARKETING_PAGES)) rows.push(await measure(base, page.path, page.path, desktop));
    printRows(`Marketing pages at ${label}, 4x CPU throttling, local server (medians of ${RUNS})`, rows, floorRow);
    const home = rows.find((r) => r.page === "/");
    if (home) {
      const budget = floorRow.bytes.js * 1.1;
      console.log(
        `\n/ downloads ${kb(home.bytes.js)} of JavaScript; budget (floor + 10 %) ${kb(budget)}: ${home.bytes.js <= budget ? "within" : "OVER"}.` +
          ` LCP ${seconds(home.lab.lcp)} (aim < 1.2 s), CLS ${home.lab.cls.toFixed(3)} (aim 0).`,
      );
    }
  }
}

try {
  await main();
} finally {
  await cleanUp();
}
