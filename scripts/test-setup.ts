// What `npm test` needs beyond node_modules, found and installed before anything runs: Chromium's
// headless shell (the Playwright suite) and Chromium (the benchmarks), tini (the image's entry, which the graceful-restart test starts the server
// through), Firefox ESR and WebKitGTK (the same flows driven in the two other engines), Xvfb (WebKit
// has no headless mode) and the GStreamer plugins WebKit records with.
//
// Everything there: it returns at once (no package lists read). Something missing: as root on
// Debian it runs `apt-get update` (a fresh machine's lists are stale: they would install Firefox ESR
// 140, which puppeteer's WebDriver BiDi does not drive) then one quiet `apt-get install`; otherwise it
// stops with one line naming what to install. The browsers' paths are exported for the specs.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Firefox ESR older than this answers puppeteer-core 24's BiDi commands with "unknown command". */
export const FIREFOX_MIN_MAJOR = 153;

export const TEST_BROWSERS = {
  chromium: "/usr/bin/chromium",
  /**
   * The Playwright suite's Chromium: the same engine without the browser's window layers, which
   * spends about a fifth less CPU per spec than the full browser's headless mode on this machine.
   */
  chromiumHeadlessShell: "/usr/bin/chromium-headless-shell",
  firefox: "/usr/bin/firefox-esr",
  webkitDriver: "/usr/bin/WebKitWebDriver",
  /** MiniBrowser ships in libwebkit2gtk-4.1-0's library folder (its multiarch name varies). */
  miniBrowser: (): string | null => {
    for (const lib of ["/usr/lib", "/usr/lib64"]) {
      if (!existsSync(lib)) continue;
      for (const dir of [".", ...readdirSync(lib)]) {
        const candidate = path.join(lib, dir, "webkit2gtk-4.1", "MiniBrowser");
        if (existsSync(candidate)) return candidate;
      }
    }
    return null;
  },
};

/** GStreamer plugin sets WebKitGTK's media capture and MediaRecorder use (its Depends and Recommends). */
const GSTREAMER = ["gstreamer1.0-plugins-base", "gstreamer1.0-plugins-good", "gstreamer1.0-plugins-bad", "gstreamer1.0-libav", "gstreamer1.0-gl"];

type Need = { pkg: string; present: () => boolean };

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(":").some((dir) => dir && existsSync(path.join(dir, command)));
}

const hasDpkg = onPath("dpkg-query");

function dpkgInstalled(pkg: string): boolean {
  const out = spawnSync("dpkg-query", ["-W", "-f=${Status}", pkg], { encoding: "utf8" });
  return out.status === 0 && out.stdout.trim() === "install ok installed";
}

export function firefoxMajor(): number | null {
  if (!existsSync(TEST_BROWSERS.firefox)) return null;
  const out = spawnSync(TEST_BROWSERS.firefox, ["--version"], { encoding: "utf8", timeout: 30_000 });
  const major = /(\d+)\.\d+/.exec(out.stdout ?? "")?.[1];
  return major ? Number(major) : null;
}

const NEEDS: Need[] = [
  { pkg: "chromium", present: () => existsSync(TEST_BROWSERS.chromium) },
  { pkg: "chromium-headless-shell", present: () => existsSync(TEST_BROWSERS.chromiumHeadlessShell) },
  { pkg: "tini", present: () => existsSync("/usr/bin/tini") },
  { pkg: "firefox-esr", present: () => (firefoxMajor() ?? 0) >= FIREFOX_MIN_MAJOR },
  { pkg: "webkit2gtk-driver", present: () => existsSync(TEST_BROWSERS.webkitDriver) && TEST_BROWSERS.miniBrowser() !== null },
  { pkg: "xvfb", present: () => onPath("xvfb-run") },
  { pkg: "xauth", present: () => onPath("xauth") },
  // Without dpkg there is no telling a plugin set from its files: the browsers above decide.
  ...GSTREAMER.map((pkg) => ({ pkg, present: () => !hasDpkg || dpkgInstalled(pkg) })),
];

/** The Debian packages the tests still need. */
export function missingPackages(): string[] {
  return NEEDS.filter((need) => !need.present()).map((need) => need.pkg);
}

function apt(args: string[]): void {
  const run = spawnSync("apt-get", ["-o", "DPkg::Lock::Timeout=300", ...args], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout ?? ""}${run.stderr ?? ""}`);
    throw new Error(`apt-get ${args.join(" ")} failed (exit ${run.status ?? run.signal})`);
  }
}

function main(): void {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && onPath("apt-get");
  if (!canInstall) {
    console.error(`The tests need Debian packages that are not installed; as root run: apt-get update && apt-get install -y ${missing.join(" ")}`);
    process.exit(1);
  }
  const started = Date.now();
  console.log(`test set-up: installing ${missing.join(" ")} (apt-get update, then apt-get install)`);
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", ...missing]);
  const still = missingPackages();
  if (still.length > 0) {
    console.error(`test set-up: still missing after apt-get install: ${still.join(" ")} (Firefox ESR must be ${FIREFOX_MIN_MAJOR} or newer)`);
    process.exit(1);
  }
  const firefox = firefoxMajor();
  console.log(`test set-up: installed in ${Math.round((Date.now() - started) / 1000)} s (Firefox ESR ${firefox})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
