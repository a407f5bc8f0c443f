import * as ChromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const urls = process.argv.slice(2);
const N = Number(process.env.N ?? 5);
const res: Record<string, number[][]> = {};
for (let i = 0; i < N; i++) for (const url of urls) {
  const chrome = await ChromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const r = await lighthouse(url, { port: chrome.port, logLevel: "error" }, { extends: "lighthouse:default", settings: { onlyAudits: ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "mainthread-work-breakdown"], formFactor: "mobile", screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false }, throttlingMethod: "devtools", throttling: { cpuSlowdownMultiplier: 4, rttMs: 0, throughputKbps: 0, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } } } as never);
  chrome.kill();
  const a = r!.lhr.audits;
  const sl = ((a["mainthread-work-breakdown"]?.details as any)?.items ?? []).find((x: any) => x.group === "styleLayout")?.duration ?? 0;
  (res[url] ??= []).push([a["first-contentful-paint"]!.numericValue!, a["largest-contentful-paint"]!.numericValue!, a["total-blocking-time"]!.numericValue!, sl]);
}
const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [url, rows] of Object.entries(res)) console.log(url, ["FCP", "LCP", "TBT", "styleLayout"].map((k, i) => `${k} ${Math.round(med(rows.map((r) => r[i]!)))}`).join("  "));
