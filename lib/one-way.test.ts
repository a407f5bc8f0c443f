// "One way of doing each thing": the helpers that were once written two or three times stay
// single. Each check names the one home of a helper and fails when a second copy appears in
// lib/ or app/ (tests and fixtures, which build such files on purpose, aside). Which folder may
// import which is dependency-cruiser's, in .dependency-cruiser.cjs (run by `npm run lint`); what
// stays here is what it cannot say: what code does, and the cycles among lib/'s folders.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/app-error";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

const FILES = [...sourceFiles("lib"), ...sourceFiles("app")];

/** The code of a file without its comments (which may name what they avoid). */
function code(file: string): string {
  return readFileSync(path.join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1");
}

/** Files (other than `home`) whose code matches `pattern`. */
function copiesOf(pattern: RegExp, home: string): string[] {
  return FILES.filter((file) => file !== home && pattern.test(code(file)));
}

/**
 * The source files a file imports, as paths from the root: `import … from`, `export … from`, bare
 * `import "…"` and `import("…")` of `@/…` and relative paths. Type-only imports count too: none of
 * ours needs a cycle, and a type that two modules share belongs in a third.
 */
function importsOf(file: string): string[] {
  const specifiers = [...code(file).matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(file), specifier) : null;
    if (base === null) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate)),
    );
    return found ? [found] : [];
  });
}

/** A lib/ file's unit in the folder graph: its folder ("lib/db"), or the file itself at the top of lib/ ("lib/log.ts"). */
function unitOf(file: string): string {
  return `lib/${file.split("/")[1]}`;
}

/**
 * The cycles of the folder graph of `files` (an edge where a file of one unit imports a file of
 * another), one per strongly connected group, each named by the path that closes it with a file
 * that makes each step: "lib/a → lib/b (lib/a/x.ts → lib/b/y.ts) → lib/a (…)".
 */
function folderCycles(files: string[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    for (const target of importsOf(file).filter((t) => t.startsWith("lib/"))) {
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from === to) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${file} → ${target}`);
      edges.set(from, out);
    }
  }
  const cycles: string[] = [];
  const settled = new Set<string>();
  for (const start of [...edges.keys()].sort()) {
    if (settled.has(start)) continue;
    // The shortest way back to `start`, breadth first; every unit it passes through is then named by this cycle.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    let closing: string | undefined;
    while (queue.length > 0 && closing === undefined) {
      const unit = queue.shift()!;
      for (const next of edges.get(unit)?.keys() ?? []) {
        if (next === start) {
          closing = unit;
          break;
        }
        if (!cameFrom.has(next) && !settled.has(next)) {
          cameFrom.set(next, unit);
          queue.push(next);
        }
      }
    }
    settled.add(start);
    if (closing === undefined) continue;
    const path = [start];
    for (let unit = closing; unit !== start; unit = cameFrom.get(unit)!) path.splice(1, 0, unit);
    path.forEach((unit) => settled.add(unit));
    path.push(start);
    cycles.push(path.map((unit, i) => (i === 0 ? unit : `${unit} (${edges.get(path[i - 1]!)!.get(unit)})`)).join(" → "));
  }
  return cycles;
}

describe("one way of doing each thing", () => {
  it("keeps each feature's numbers and words with the feature: there is no lib/constants.ts of everything", () => {
    expect(existsSync(path.join(ROOT, "lib/constants.ts"))).toBe(false);
    expect(FILES.filter((file) => /(^|\/)constants\.tsx?$/.test(file))).toEqual([]);
  });

  it("tells file types by their first bytes in lib/uploads/file-type.ts only", () => {
    const signatures = /"%PDF-"|0x25,\s*0x50,\s*0x44,\s*0x46|0x50,\s*0x4b,\s*0x03,\s*0x04|0x89,\s*0x50,\s*0x4e,\s*0x47|0xff,\s*0xd8,\s*0xff/i;
    expect(copiesOf(signatures, "lib/uploads/file-type.ts")).toEqual([]);
  });

  it("cleans file names in lib/uploads/file-name.ts only", () => {
    expect(copiesOf(/function\s+clean\w*file\w*name/i, "lib/uploads/file-name.ts")).toEqual([]);
  });

  it("tells a UUID by its shape in lib/db/uuid.ts only", () => {
    expect(copiesOf(/\[0-9a-f\]\{8\}-\[0-9a-f\]\{4\}/i, "lib/db/uuid.ts")).toEqual([]);
  });

  it("makes short ids in lib/db/short-id.ts only", () => {
    expect(copiesOf(/ALPHABET\s*=|"[0-9A-Z]{20,}"/, "lib/db/short-id.ts")).toEqual([]);
  });

  it("streams upload bodies: no route or domain function buffers a form with formData()", () => {
    expect(copiesOf(/\.formData\(\)/, "")).toEqual([]);
  });

  it("reads request bodies through the bounded readers only: no req.text(), json(), arrayBuffer(), formData() or blob() elsewhere", () => {
    // lib/http/read-json.ts (JSON and text, bounded), receive-form.ts and multipart.ts (forms, streamed) are the readers.
    const readers = new Set(["lib/http/read-json.ts", "lib/http/receive-form.ts", "lib/http/multipart.ts"]);
    const unbounded = FILES.filter((file) => {
      if (readers.has(file)) return false;
      const source = code(file);
      // A request is whatever is typed Request or NextRequest, and the route builder's `req`.
      const names = new Set(["req", "request", ...[...source.matchAll(/\b(\w+)\s*\??:\s*(?:Next)?Request\b/g)].map((m) => m[1]!)]);
      const read = new RegExp(`\\b(?:${[...names].join("|")})(?:\\.clone\\(\\))?\\s*\\.\\s*(?:text|json|arrayBuffer|formData|blob)\\s*\\(`);
      return read.test(source);
    });
    expect(unbounded).toEqual([]);
  });

  it("declares what a column holds in lib/account-data/columns.ts: no code tells a file or a secret by its name", () => {
    // A name pattern took the ledger's idempotencyKey ("order:…") for a stored file.
    expect(copiesOf(/\/[^/\n]*(Key|Hash|Secret)[)|A-Za-z_]*\$\//, "lib/account-data/columns.ts")).toEqual([]);
  });

  it("has no import cycle among lib/ folders: a folder never needs, even through others, a folder that needs it", () => {
    // Stays here: dependency-cruiser's folder cycles count lib/'s top-level files as one folder, "lib",
    // where this graph counts each as a unit of its own; cycles between modules are its no-cycle-in-lib.
    const cycles = folderCycles(FILES.filter((file) => file.startsWith("lib/")));
    expect(cycles).toEqual([]);
  });

  it("answers every route through lib/http/route.ts: a route file exports only handlers made by route() and holds no try, catch, safeParse, parseWith or jsonError", () => {
    const handlers = FILES.filter((file) => file.startsWith("app/") && /\/route\.ts$/.test(file));
    expect(handlers.length).toBeGreaterThan(60);
    const offending = handlers.map((file) => ({ file, wrong: notBuiltByTheBuilder(code(file)) })).filter(({ wrong }) => wrong.length > 0);
    expect(offending).toEqual([]);
  });

  it("keeps Prisma out of route handlers: they call lib/ functions instead, and no db() of any origin", () => {
    // Importing the database client or Prisma's generated client is refused by dependency-cruiser (no-prisma-in-route-handlers).
    const handlers = FILES.filter((file) => file.startsWith("app/") && /\/route\.ts$/.test(file));
    expect(handlers.length).toBeGreaterThan(20);
    expect(handlers.filter((file) => /\bdb\(\)\./.test(code(file)))).toEqual([]);
  });

  it("builds candidates in one factory: the seed, test helpers and e2e helpers write no candidate rows of their own", () => {
    const helpers = [...sourceFiles("lib/seed"), ...sourceFiles("test"), ...sourceFiles("e2e/support")];
    const writing = helpers.filter(
      (file) => file !== "lib/seed/candidate-factory.ts" && /candidate\.(create|createMany|upsert)\(|insert\s+into\s+"?candidates"?/i.test(code(file)),
    );
    expect(writing).toEqual([]);
  });

  it("decides every return path in lib/validation/return-path.ts: no other file checks a path for another origin by hand", () => {
    const everywhere = [...FILES, ...sourceFiles("components")];
    const byHand = /startsWith\(\s*["'`](\/\/|\/\\\\)["'`]|REDIRECT_URL_MAX_LENGTH/;
    const copies = everywhere.filter((file) => file !== "lib/validation/return-path.ts" && byHand.test(code(file)));
    expect(copies).toEqual([]);
  });

  it("states a mock's length and how soon its questions and feedback are ready from lib/mocks/mock-rules.ts only", () => {
    const screens = [...FILES, ...sourceFiles("components")].filter((file) => /mock/i.test(file));
    const claims = /\b\d+\s*(-\s*\d+\s*)?minutes\b|in seconds\b|\b(six|fifteen|twenty) questions\b/i;
    // Strings only: the claims candidates read.
    const stated = screens.filter(
      (file) => file !== "lib/mocks/mock-rules.ts" && (code(file).match(/"[^"\n]*"|`[^`]*`|>[^<>{}]+</g) ?? []).some((text) => claims.test(text)),
    );
    expect(stated).toEqual([]);
  });

  it("numbers mock questions in lib/mocks/number-questions.ts only", () => {
    const helpers = [...FILES, ...sourceFiles("test"), ...sourceFiles("e2e/support"), ...sourceFiles("scripts")];
    const byHand = helpers.filter(
      (file) => /position:\s*(i|index|n)\s*(\+\s*1)?\s*[,}]|\(text,\s*position\)/.test(code(file)) && /mockQuestion|mock\.create/.test(code(file)),
    );
    expect(byHand).toEqual([]);
  });

  it("says every notification through notificationOf() in lib/notifications/notification-text.ts: a file that writes one gets its kind, values and English from it", () => {
    const helpers = [...FILES, ...sourceFiles("scripts"), ...sourceFiles("e2e/support")];
    const writes = /\bnotification\.(create|createMany|upsert)\(|\bcreateNotification\(/;
    const says = (file: string) => /\bnotificationOf\(/.test(code(file));
    const writing = helpers.filter((file) => file !== "lib/notifications/create-notification.ts" && writes.test(code(file)));
    expect(writing.length).toBeGreaterThan(8);
    // Through a helper of its own (the feedback's, the invitation's) is fine: one import away.
    const byHand = writing.filter((file) => !says(file) && !importsOf(file).some((dep) => dep !== "lib/notifications/notification-text.ts" && says(dep)));
    expect(byHand).toEqual([]);
  });

  it("defines hot reads with hotRead() and lists each in lib/hot-reads.ts, where one test compares it with its Prisma reference", () => {
    // Named statements run through lib/db/hot-read.ts, or job search's own builder of statements.
    const statementHomes = ["lib/db/prepared.ts", "lib/db/hot-read.ts", "lib/jobs/search/search-session.ts"];
    expect(FILES.filter((file) => !statementHomes.includes(file) && /\b(prepared|runPrepared)\s*[<(]/.test(code(file)))).toEqual([]);
    const registry = code("lib/hot-reads.ts").split("export const hotReads = {")[1] ?? "";
    const defined = FILES.flatMap((file) => [...code(file).matchAll(/export const (\w+) = hotRead\(/g)].map((match) => match[1]));
    expect(defined.length).toBeGreaterThan(5);
    expect(defined.filter((name) => !new RegExp(`\\b${name}\\b`).test(registry))).toEqual([]);
    const count = (file: string, pattern: RegExp) => (code(file).match(pattern) ?? []).length;
    const unnamed = FILES.filter((file) => file !== "lib/db/hot-read.ts" && count(file, /\bhotRead\(/g) !== count(file, /export const \w+ = hotRead\(/g));
    expect(unnamed).toEqual([]);
  });

  it("keeps HTTP at the edge: no lib/ file outside lib/http takes or makes a Request or a Response", () => {
    const outside = FILES.filter((file) => file.startsWith("lib/") && !file.startsWith("lib/http/"));
    const speaking = outside.filter((file) => /\b(req|request)\s*:\s*Request\b|:\s*Promise<Response>|\bnew Response\(|NextResponse/.test(code(file)));
    expect(speaking).toEqual([]);
  });

  it("reads multipart bodies in lib/http/receive-form.ts only: every upload route states its form to the route builder", () => {
    expect(
      copiesOf(/\breadMultipart\(|\bfieldText\(|\bstoreUpload\(/, "lib/http/receive-form.ts").filter(
        (file) => file !== "lib/http/multipart.ts" && file !== "lib/uploads/store-upload.ts",
      ),
    ).toEqual([]);
    expect(copiesOf(/\breceiveForm\(/, "lib/http/receive-form.ts").filter((file) => file !== "lib/http/route.ts")).toEqual([]);
  });

  it("declares every upload kind in lib/uploads/kinds.ts", () => {
    expect(copiesOf(/satisfies UploadKind\b|:\s*UploadKind\s*=\s*\{/, "lib/uploads/kinds.ts")).toEqual([]);
  });

  it("deletes stored files quietly in lib/storage/delete-quietly.ts and tells unique violations in lib/db/unique-violation.ts only", () => {
    expect(copiesOf(/\.delete\([^)]*\)\s*\.catch\(/, "lib/storage/delete-quietly.ts")).toEqual([]);
    expect(copiesOf(/"P2002"/, "lib/db/unique-violation.ts")).toEqual([]);
  });

  it("calls the API from the browser through components/api/ only (recordings, which report upload progress, through components/recording/send-recording.ts): no other fetch in components/ or app/", () => {
    const screens = [...sourceFiles("components"), ...sourceFiles("app")];
    // The voice detector's static files (not the API) are fetched by voice-detector-choice.ts, timed chunk by chunk to judge the line.
    const homes = ["components/api/request.ts", "components/recording/send-recording.ts", "components/mocks/interview/voice-detector-choice.ts"];
    expect(screens.filter((file) => !homes.includes(file) && /(?<![\w.])fetch\(|XMLHttpRequest/.test(code(file)))).toEqual([]);
  });

  it("keeps an answer on screen fresh through components/api/use-api.ts only: no other file calls the API or refreshes the page on a timer, or looks again on focus by hand", () => {
    // That no other file imports SWR is dependency-cruiser's swr-through-use-api-only.
    const home = "components/api/use-api.ts";
    const screens = [...sourceFiles("components"), ...sourceFiles("app")].filter((file) => file !== home);
    // A timer whose callback fetches or re-renders the page from the server: a poll of its own.
    const ownPoll = /set(?:Interval|Timeout)\(\s*(?:async\s*)?\([^)]*\)\s*=>\s*\{?[^;]{0,160}?(?:\bapi\(|\brequest\(|\.refresh\(\)|\bload\(|\bfetch\w*\()/;
    // Looking again when the tab comes back: SWR's revalidation on focus.
    const ownFocus = /addEventListener\(\s*["'](?:focus|visibilitychange)["'][^;]{0,40}?(?:\bapi\(|\.refresh\(\)|\bload\(|\bfetch\w*\(|onFocus\b)/;
    // The bell is in the layout of every page: it looks again on focus by itself rather than bring
    // SWR into every page's first load (docs/performance.md).
    const inEveryPage = ["components/layout/notification-bell.tsx"];
    expect(screens.filter((file) => ownPoll.test(code(file)))).toEqual([]);
    expect(screens.filter((file) => !inEveryPage.includes(file) && ownFocus.test(code(file)))).toEqual([]);
  });

  it("types the browser's calls from the routes: api() in components/api/api.ts, no request<…> type or /api/ path given to request() elsewhere", () => {
    const screens = [...sourceFiles("components"), ...sourceFiles("app")].filter((file) => !file.startsWith("components/api/"));
    // A hand-written answer type, or a call that skips the route's types.
    expect(screens.filter((file) => /(?<![\w.])request\s*<[^()\n]*>\s*\(|(?<![\w.])request\(\s*[`"']\/api\//.test(code(file)))).toEqual([]);
  });

  it("lists every route module in components/api/routes.ts, by its path", () => {
    const routes = FILES.filter((file) => /^app\/api\/.*\/route\.ts$/.test(file)).map((file) => file.slice("app".length, -"/route.ts".length));
    const listed = [...code("components/api/routes.ts").matchAll(/"(\/api\/[^"]*)": typeof import\("@\/app(\/api\/[^"]*)\/route"\)/g)].map((m) => {
      expect(m[2]).toBe(m[1]);
      return m[1]!;
    });
    expect(listed.sort()).toEqual(routes.sort());
  });

  it("names every error code by what happened, never by an HTTP status (the general NOT_FOUND and the edge's METHOD_NOT_ALLOWED aside)", () => {
    const phrases = Object.values(STATUS_CODES).map((phrase) =>
      phrase!
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, "_")
        .replace(/^_|_$/g, ""),
    );
    // "Unprocessable Entity" is named UNPROCESSABLE as often as in full.
    const statusNames = new Set(phrases.flatMap((name) => [name, name.replace(/_(ENTITY|ERROR)$/, "")]));
    expect(statusNames).toContain("BAD_REQUEST");
    expect(statusNames).toContain("UNPROCESSABLE");
    expect(ERROR_CODES.filter((code) => statusNames.has(code) && code !== "NOT_FOUND" && code !== "METHOD_NOT_ALLOWED")).toEqual([]);
  });

  it("maps error codes to HTTP statuses in lib/http/error-status.ts only: domains throw codes, the edge answers statuses", () => {
    // That no domain imports it is dependency-cruiser's lib-http-is-the-edge.
    expect(copiesOf(/\bERROR_STATUS\s*=|\bNO_CREDIT:\s*\d{3}/, "lib/http/error-status.ts")).toEqual([]);
  });

  it("keeps shared reads for a few minutes through lib/db/cached-read.ts only", () => {
    expect(copiesOf(/Date\.now\(\)\s*-\s*\w+(?:\?)?\.at\s*>/, "lib/db/cached-read.ts")).toEqual([]);
  });

  it("bounds in-process caches and remembered answers through lib/memo.ts only: no Map trimmed by hand", () => {
    expect(copiesOf(/\.size\s*>=?\s*[A-Z_\d]+[\s\S]{0,200}\.(delete|keys)\(/, "lib/memo.ts")).toEqual([]);
  });

  it("keeps what is one per process in lib/process-wide.ts only: no other file, tests included, calls Symbol.for", () => {
    const everywhere = ["lib", "app", "components", "scripts", "test", "e2e"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(tsx?|mjs)$/.test(e.name))
        .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
    );
    const roots = readdirSync(ROOT).filter((name) => /\.(tsx?|mjs)$/.test(name));
    const calls = [...everywhere, ...roots].filter((file) => file !== "lib/process-wide.ts" && /\bSymbol\.for\s*\(/.test(code(file)));
    expect(calls).toEqual([]);
    expect(code("lib/process-wide.ts")).toMatch(/\bSymbol\.for\s*\(/);
  });

  it("imports none of Next.js's internals (next/dist/…) but in test/next-internals.ts, which a test holds to the installed Next.js", () => {
    const everywhere = ["lib", "app", "components", "scripts", "test", "e2e"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(tsx?|[cm]?js)$/.test(e.name))
        .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
    );
    const roots = readdirSync(ROOT).filter((name) => /\.(tsx?|[cm]?js)$/.test(name));
    const internal = /["'`]next\/dist\//;
    expect([...everywhere, ...roots].filter((file) => file !== "test/next-internals.ts" && internal.test(code(file)))).toEqual([]);
    expect(code("test/next-internals.test.ts")).toMatch(/CHECKED_WITH_NEXT/);
  });

  it("lends no request body through a header: the server in front of Next.js answers the resumable uploads itself", () => {
    const everywhere = ["lib", "app", "components", "scripts", "test", "e2e"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(tsx?|mjs)$/.test(e.name) && !e.parentPath.includes("node_modules"))
        .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
    );
    const removed = /x-hireready-socket-body|\bsocket-body\b|\blendSocketBody\b/i;
    expect(everywhere.filter((file) => file !== "lib/one-way.test.ts" && removed.test(code(file)))).toEqual([]);
    expect(existsSync(path.join(ROOT, "app/api/uploads/resumable"))).toBe(false);
  });

  it("tells Next.js what the server in front of it knows through lib/request-context.ts only: no header of ours stamped on a request", () => {
    const everywhere = ["lib", "app", "components", "scripts", "test", "e2e"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(tsx?|mjs)$/.test(e.name) && !e.parentPath.includes("node_modules"))
        .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
    );
    // The peer address once travelled in a header of ours, with a flag saying whether to believe it.
    const removed = /x-hireready-peer-address|\bPEER_ADDRESS_HEADER\b|\bownPeerAddressHeader\b|\bstampPeerAddress\b/i;
    expect(everywhere.filter((file) => file !== "lib/one-way.test.ts" && removed.test(code(file)))).toEqual([]);
    // Writing a header into an incoming request is how a side channel starts. The page's nonce is the
    // one Next.js documents (it reads the request's Content-Security-Policy); the list only shrinks.
    const stamping = /\b(?:req|request|incoming)\.headers\s*\[[^\]]+\]\s*=(?!=)/;
    const sources = everywhere.filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith("e2e/") && !file.startsWith("test/"));
    expect(sources.filter((file) => stamping.test(code(file)))).toEqual(["lib/http/page-csp.ts"]);
    // One request context: no other module of ours keeps a store per request (lib/credits/ledger.ts
    // keeps a candidate's turn at the ledger, which is no request's).
    const stores = sources.filter((file) => /\bnew\s+AsyncLocalStorage\b/.test(code(file)));
    expect(stores.sort()).toEqual(["lib/credits/ledger.ts", "lib/request-context.ts"]);
  });

  it("patches no response or socket method: the server in front of Next.js shapes answers in lib/http/front-response.ts's subclass only", () => {
    // Answers are shaped by overriding methods in a subclass (given to createServer), never by assigning over
    // an object's method, on a response, a socket or anything else. A time span's `end` is a number, no method.
    const method = String.raw`(?:writeHead|flushHeaders|destroySoon|write|end)`;
    const assigned = String.raw`(?:\.\s*${method}|\[\s*["'\x60]${method}["'\x60]\s*\])\s*=(?!=)(?!\s*(?:Math\.\w+\(|Date\.now\(\)|\d))`;
    const defined = String.raw`\b(?:Object\.defineProperty|Reflect\.set)\([^,]+,\s*["'\x60]${method}["'\x60]`;
    const patching = new RegExp(`${assigned}|${defined}`);
    const sources = ["lib", "app", "components", "scripts", "test"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(tsx?|mjs)$/.test(e.name))
        .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
    );
    expect(sources.filter((file) => patching.test(code(file))).sort()).toEqual([]);
  });

  it("keeps no state on globalThis by hand outside lib/process-wide.ts: no cast of it to hang keys on, no key written to it", () => {
    const sources = ["lib", "app", "components", "scripts"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(tsx?|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
        .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
    );
    const roots = readdirSync(ROOT).filter((name) => /\.(tsx?|mjs)$/.test(name));
    // zod reads its own settings from its own key on globalThis; setting that key is using zod, not keeping state of ours.
    const others = new Set(["lib/process-wide.ts", "app/zod-without-eval.tsx"]);
    const byHand =
      /\bglobalThis\s+as\b|\bglobalThis\s*(?:\.\s*\w+|\[[^\]]+\])\s*(?:\?\?=|\|\|=|=(?!=))|\b(?:Object\.(?:assign|defineProperty)|Reflect\.set)\(\s*globalThis\b/;
    expect([...sources, ...roots].filter((file) => !others.has(file) && byHand.test(code(file)))).toEqual([]);
  });

  it("writes a name's possessive through possessive() in lib/format.ts: no name + 's in code", () => {
    const files = [...FILES, ...sourceFiles("components")];
    expect(files.filter((file) => file !== "lib/format.ts" && /\$\{[^}]+\}['’]s\b|\}(?:&apos;|&rsquo;|['’])s\b/.test(code(file)))).toEqual([]);
  });

  it("writes dates, money and counts through lib/format.ts only", () => {
    const everywhere = [...FILES, ...sourceFiles("components")];
    const byHand = /toLocale(Date|Time)?String\(|Intl\.(DateTimeFormat|NumberFormat)/;
    expect(everywhere.filter((file) => file !== "lib/format.ts" && byHand.test(code(file)))).toEqual([]);
  });

  it("writes a minutes-and-seconds clock through formatClock() in lib/format.ts only", () => {
    const everywhere = [...FILES, ...sourceFiles("components")];
    expect(everywhere.filter((file) => file !== "lib/format.ts" && /%\s*60\b[\s\S]{0,80}?padStart\(\s*2\b/.test(code(file)))).toEqual([]);
  });

  it("records with MediaRecorder in components/recording/recorder.ts only: no other file constructs one", () => {
    const everywhere = [...FILES, ...sourceFiles("components")];
    expect(everywhere.filter((file) => file !== "components/recording/recorder.ts" && /new\s+MediaRecorder\b/.test(code(file)))).toEqual([]);
  });

  it("sends recordings through components/recording/send-recording.ts, retried by components/recording/retry-policy.ts only", () => {
    const everywhere = [...sourceFiles("components"), ...sourceFiles("app")];
    expect(everywhere.filter((file) => file !== "components/recording/send-recording.ts" && /new\s+XMLHttpRequest\b/.test(code(file)))).toEqual([]);
    // A back-off of its own (doubling waits, or a retryable status list) is a second retry policy.
    const ownPolicy = /\*\*\s*attempt\b|RETRYABLE\s*=|new Set\(\[\s*0,\s*408/;
    expect(everywhere.filter((file) => file !== "components/recording/retry-policy.ts" && ownPolicy.test(code(file)))).toEqual([]);
  });

  it("holds form fields in react-hook-form through components/ui/use-form-submit.ts: no other file calls useForm(), and no form in the form folders keeps typed text or a list in useState", () => {
    const screens = [...sourceFiles("components"), ...sourceFiles("app")];
    expect(screens.filter((file) => file !== "components/ui/use-form-submit.ts" && /\buseForm\s*[<(]/.test(code(file)))).toEqual([]);
    const formFolders = /^(?:components\/(?:onboarding|auth|profile|settings|mocks\/(?:list|new))|app\/\(auth\))\//;
    const forms = screens.filter((file) => formFolders.test(file) && /<form\b|useFormSubmit\(/.test(code(file)));
    expect(forms.length).toBeGreaterThan(10);
    // An empty text or list to start from, a draft read into state, or state typed as text: a field held by hand.
    const heldByHand = /useState(?:<string(?:\[\])?>)?\(\s*(?:""|\[\]|\(\)\s*=>\s*loadDraft)|useState<string(?:\[\])?>\(/;
    expect(forms.filter((file) => heldByHand.test(code(file)))).toEqual([]);
  });

  it("reads a form's fields from its state, never from the DOM: no component looks an input's value up, and the component that holds a form's fields draws them", () => {
    const screens = [...sourceFiles("components"), ...sourceFiles("app")];
    // A field looked up in the page for what it holds: by name in form.elements, found by a selector
    // or an id and its value, checked state or files read off it, or the whole form read into a FormData.
    const readsTheDom =
      /\bnew\s+FormData\s*\(\s*[^)\s]|\.elements\s*(?:\.\s*namedItem\s*\(|\[)|(?:querySelector(?:All)?\s*(?:<[^>]*>)?|getElementById)\s*\([^)]*\)[^;\n]*?\??\.\s*(?:value|checked|files|selectedOptions)\b/;
    expect(screens.filter((file) => readsTheDom.test(code(file)))).toEqual([]);
    // A component that holds a form's fields and draws none of them hands them to another through a side channel.
    const holders = screens.filter((file) => /useFormSubmit\(/.test(code(file)) && file !== "components/ui/use-form-submit.ts");
    expect(holders.length).toBeGreaterThan(10);
    expect(holders.filter((file) => !/\breturn\s*\(?\s*<[A-Za-z]/.test(code(file)))).toEqual([]);
    // The check itself: what the new-mock form once did is caught.
    expect(readsTheDom.test(`(formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value`)).toBe(true);
    expect(readsTheDom.test(`form.querySelector<HTMLInputElement>('[name="title"]')?.value`)).toBe(true);
    expect(readsTheDom.test(`formRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus()`)).toBe(false);
    expect(readsTheDom.test(`Object.fromEntries(new FormData(event.currentTarget))`)).toBe(true);
    expect(readsTheDom.test(`const body = new FormData();`)).toBe(false);
  });

  it("draws the translated screens' words from the catalogs only (lib/i18n/messages): no English written in their components", () => {
    const stray = TRANSLATED.flatMap((file) => englishIn(code(file)).map((text) => `${file}: ${text}`));
    expect(stray).toEqual([]);
    // The check itself: what the shell's bell said before it was translated is caught.
    expect(englishIn(`<p className="x">No notifications yet</p><b aria-label="Mark all as read" />{on ? "Yes" : "No"}`)).toEqual([
      "No notifications yet",
      'aria-label="Mark all as read"',
      '"Yes"',
      '"No"',
    ]);
  });
});

/**
 * The components whose words come from the catalogs so far (docs/i18n.md says what is left): the
 * candidate shell, the dashboard's own sections, Settings, Discover, the job page and Applications,
 * the CV page and the profile popup (with the CV-needed dialog of Apply), sign-in, sign-up and onboarding,
 * and the account pages around them (forgot and reset password, the account-verify link, the closed
 * account, job-alert unsubscribe).
 * A screen joins when it is translated.
 */
const TRANSLATED = [
  "components/layout/skip-link.tsx",
  "app/(shell)/layout.tsx",
  "app/(shell)/(candidate)/dashboard/page.tsx",
  "app/(shell)/(candidate)/settings/page.tsx",
  "components/layout/app-shell.tsx",
  "components/layout/top-bar.tsx",
  "components/layout/sidebar.tsx",
  "components/layout/bottom-bar.tsx",
  "components/layout/mobile-menu.tsx",
  "components/layout/nav-list.tsx",
  "components/layout/profile-menu.tsx",
  // The shared parts those screens are built of, which draw only the words they are handed.
  "components/layout/page-heading.tsx",
  "components/ui/notice.tsx",
  "components/ui/form-message.tsx",
  "components/ui/empty-state.tsx",
  "components/profile/gender-choice.tsx",
  "components/profile/linkedin-field.tsx",
  "components/profile/profile-photo.tsx",
  "components/profile/profile-skills-input.tsx",
  "components/mocks/mock-notice.tsx",
  "components/layout/notification-bell.tsx",
  "components/layout/bell-practice.tsx",
  "components/layout/job-hunting-toggle.tsx",
  "components/layout/logout-button.tsx",
  "components/layout/shell-text.tsx",
  "components/language/language-switch.tsx",
  "components/language/html-lang.tsx",
  "components/marketing/site-header.tsx",
  "components/marketing/site-footer.tsx",
  "components/marketing/header-account.tsx",
  "components/marketing/language-link.tsx",
  "components/marketing/landing/landing-page.tsx",
  "components/marketing/landing/hero-visual.tsx",
  "components/marketing/pricing/pricing-page.tsx",
  "components/marketing/pricing/plan-card.tsx",
  "components/marketing/pricing/plans.ts",
  "components/marketing/pricing/pricing-faq.tsx",
  "components/marketing/team-page.tsx",
  "components/marketing/team.ts",
  "components/marketing/legal-page.tsx",
  "components/marketing/legal-document.tsx",
  "components/marketing/contact-form.tsx",
  "components/profile/cv-suggestions-panel.tsx",
  "components/profile/profile-video-recorder.tsx",
  "components/dashboard/answer-nudges.tsx",
  "components/dashboard/dashboard-hero.tsx",
  "components/dashboard/job-row.tsx",
  "components/dashboard/practice-links.tsx",
  "components/dashboard/profile-progress.tsx",
  "components/dashboard/recent-applications.tsx",
  "components/dashboard/recommended-jobs.tsx",
  "components/dashboard/saved-jobs.tsx",
  "components/dashboard/section.tsx",
  "app/(shell)/(candidate)/mock/page.tsx",
  "components/mocks/list/live-mock-list.tsx",
  "components/mocks/list/mock-card.tsx",
  "components/mocks/list/mock-grid.tsx",
  "components/mocks/list/mock-list.tsx",
  "components/mocks/list/mock-toolbar.tsx",
  "components/mocks/list/score-progress.tsx",
  "components/mocks/list/weak-spots.tsx",
  "components/credits/credit-badge.tsx",
  "components/credits/ledger-button.tsx",
  "components/credits/share-dialog.tsx",
  "components/settings/consents.tsx",
  "components/settings/consent-words.tsx",
  "app/(shell)/(candidate)/mock/new-mock/page.tsx",
  "components/mocks/new/autocomplete.tsx",
  "components/mocks/new/new-mock-form.tsx",
  "components/mocks/new/new-mock-island.tsx",
  "components/mocks/new/new-mock-parts.tsx",
  "components/mocks/new/new-mock-placeholder.tsx",
  "components/mocks/new/profile-cv-words.tsx",
  "components/mocks/new/skill-chips.tsx",
  "app/(shell)/(candidate)/mock/plans/page.tsx",
  "app/(shell)/(candidate)/mock/plans/plan-features.ts",
  "app/(shell)/(candidate)/mock/ledger/page.tsx",
  "app/(shell)/(candidate)/mock/redeem/page.tsx",
  "app/(shell)/(candidate)/mock/redeem/redeem-client.tsx",
  "app/(shell)/(candidate)/purchase/page.tsx",
  "app/(shell)/(candidate)/purchase/purchase-client.tsx",
  "app/(shell)/(candidate)/purchase/purchase-result.tsx",
  "app/(shell)/(candidate)/purchase/test-checkout-dialog.tsx",
  "components/settings/settings-client.tsx",
  "components/settings/email-preferences.tsx",
  "components/settings/data-sections.tsx",
  "components/settings/section.tsx",
  "app/(shell)/(candidate)/mock/mock-interview/page.tsx",
  "components/mocks/interview/mock-interview-wizard.tsx",
  "components/mocks/interview/instructions-step.tsx",
  "components/mocks/interview/declaration-step.tsx",
  "components/mocks/interview/interview-step.tsx",
  "components/mocks/interview/interview-view.tsx",
  "components/mocks/interview/typed-answer.tsx",
  "components/recording/capture-trouble.tsx",
  "components/recording/connection-check.tsx",
  "components/recording/low-space.tsx",
  "components/recording/offline-banner.tsx",
  "components/recording/send-status.tsx",
  "components/recording/kept-prompt.tsx",
  "components/recording/lazy-kept-prompt.tsx",
  "components/disc/disc-dashboard-card.tsx",
  "app/(shell)/(candidate)/discover/page.tsx",
  "app/(shell)/(candidate)/test/disc/page.tsx",
  "components/disc/disc-test-client.tsx",
  "components/disc/disc-block.tsx",
  "components/disc/disc-report.tsx",
  "components/disc/disc-chart.tsx",
  "components/disc/disc-history.tsx",
  "components/disc/print-button.tsx",
  "components/disc/disc-words.ts",
  "app/(shell)/(candidate)/mock/mock-review/page.tsx",
  "components/mocks/review/mock-review.tsx",
  "components/mocks/review/answer-card.tsx",
  "components/mocks/review/answer-guide.tsx",
  "components/mocks/review/answer-takes.tsx",
  "components/mocks/review/camera-panel.tsx",
  "components/mocks/review/delivery-panel.tsx",
  "components/mocks/review/highlighted-transcript.tsx",
  "components/mocks/review/lazy-retake-recorder.tsx",
  "components/mocks/review/retake-recorder.tsx",
  "components/mocks/review/review-text.ts",
  "lib/mocks/evaluation/review-pdf.ts",
  "app/(shell)/(candidate)/jobs/page.tsx",
  "app/(shell)/(public-jobs)/jobs/[id]/page.tsx",
  "components/jobs/job-card.tsx",
  "components/jobs/application-timeline.tsx",
  "components/jobs/job-text.ts",
  "components/jobs/format.ts",
  "components/jobs/status-chip.tsx",
  "components/jobs/save-job-button.tsx",
  "components/jobs/skills-match.tsx",
  "components/jobs/apply-button.tsx",
  "components/jobs/applied-dialog.tsx",
  "components/jobs/application-tabs.tsx",
  "components/jobs/back-button.tsx",
  "components/jobs/withdraw-application.tsx",
  "components/jobs/report-job.tsx",
  "components/jobs/review-request.tsx",
  "components/jobs/quick-apply-dialog.tsx",
  "components/jobs/quick-apply-text.ts",
  // The recorded interview (its capture parts in components/recording are translated on their own).
  "app/interview/page.tsx",
  "components/interviews/interview-flow.tsx",
  "components/interviews/interview-steps.tsx",
  "components/interviews/how-it-works.tsx",
  "components/interviews/before-you-start.tsx",
  "components/interviews/question-screen.tsx",
  "components/interviews/question-view.tsx",
  "components/interviews/recorded-interviews.tsx",
  "components/jobs/discover/search-bar.tsx",
  "components/jobs/discover/pagination.tsx",
  "components/jobs/discover/save-search-button.tsx",
  "app/(shell)/not-found.tsx",
  "app/(shell)/(candidate)/error.tsx",
  "components/settings/closed-account-banner.tsx",
  "components/settings/saved-searches.tsx",
  "components/settings/access-log.tsx",
  "lib/i18n/mail-text.ts",
  "lib/send-code/send-code.ts",
  "lib/applications/send-status-email.ts",
  "lib/applications/send-feedback-email.ts",
  "lib/applications/status-words.ts",
  "lib/job-alerts/digest-email.ts",
  "lib/account-data/emails.ts",
  "components/jobs/resume-needed-dialog.tsx",
  "app/(shell)/(candidate)/cv/page.tsx",
  "app/(shell)/(candidate)/cv/cv-page-client.tsx",
  "components/profile/cv-field.tsx",
  "components/profile/profile-card.tsx",
  "components/profile/profile-dialog.tsx",
  "components/profile/profile-view.tsx",
  "components/profile/profile-edit-form.tsx",
  "components/profile/photo-field.tsx",
  "components/profile/mobile-box.tsx",
  "components/profile/profile-video-section.tsx",
  "components/profile/format.ts",
  "components/layout/card-page.tsx",
  "app/(auth)/auth/page.tsx",
  "app/(auth)/auth/login/page.tsx",
  "app/(auth)/auth/login/login-form.tsx",
  "app/(onboarding)/auth/register/page.tsx",
  "components/auth/auth-text.ts",
  "components/auth/switch-link.tsx",
  "components/onboarding/register-flow.tsx",
  "components/onboarding/onboarding-nav.tsx",
  "components/onboarding/progress.tsx",
  "components/onboarding/step-account.tsx",
  "components/onboarding/step-email-code.tsx",
  "components/onboarding/step-basic-info.tsx",
  "components/onboarding/step-designation.tsx",
  "components/onboarding/step-photo.tsx",
  "components/onboarding/step-details.tsx",
  "components/onboarding/step-finish.tsx",
  "components/onboarding/step-submit.tsx",
  "components/onboarding/cv-upload.tsx",
  "app/(auth)/auth/forgotpassword/page.tsx",
  "app/(auth)/auth/forgotpassword/forgot-password-form.tsx",
  "app/(auth)/auth/reset-password/page.tsx",
  "app/(auth)/auth/reset-password/reset-password-form.tsx",
  "app/(auth)/verify-account-small/page.tsx",
  "app/(auth)/verify-account-small/verify-account-form.tsx",
  "app/(auth)/auth/account-closed/page.tsx",
  "app/(auth)/job-alerts/unsubscribe/page.tsx",
  "app/(auth)/job-alerts/unsubscribe/unsubscribe-client.tsx",
  "components/auth/new-password-form.tsx",
  "components/auth/email-code-form.tsx",
];

/**
 * English a candidate would read, written in a component: text between JSX tags, a named attribute
 * a person reads or hears (aria-label, label, title, placeholder, alt, description), and a quoted
 * word or sentence that starts with a capital letter (a label chosen in code). Class names,
 * paths, test ids and the like are lower-case or not words, so they pass.
 */
function englishIn(source: string): string[] {
  const found: string[] = [];
  for (const [, text] of source.matchAll(/>([^<>{}]*)</g)) {
    const words = text!.trim();
    if (/[A-Za-z]{2,}/.test(words) && !/=>|&&|\|\||[;()]/.test(words)) found.push(words);
  }
  for (const [attribute] of source.matchAll(/\b(?:aria-label|label|title|placeholder|alt|description|closeLabel)="[^"]*[A-Za-z][^"]*"/g))
    found.push(attribute!);
  // A value compared with (a job's "Closed" status) is data, not words on screen.
  for (const [quoted] of source.matchAll(/(?<![=!]==\s*|=)"[A-Z][a-z]*(?: [^"]*)?"/g)) found.push(quoted!);
  return found;
}

const METHODS = "GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS";

/** What in a route file's code is not the builder's way: handlers made otherwise, and the old ways of parsing and answering. */
function notBuiltByTheBuilder(source: string): string[] {
  const wrong: string[] = [];
  for (const [, name] of source.matchAll(new RegExp(`export\\s+(?:async\\s+)?function\\s+(${METHODS})\\b`, "g"))) wrong.push(`${name} is a function`);
  for (const [, name, made] of source.matchAll(new RegExp(`export\\s+const\\s+(${METHODS})\\s*=\\s*([\\w.]+)`, "g"))) {
    if (made !== "route") wrong.push(`${name} is made by ${made}`);
  }
  for (const [, local, name] of source.matchAll(new RegExp(`(\\w+)\\s+as\\s+(${METHODS})\\b`, "g"))) {
    if (!new RegExp(`const\\s+${local}\\s*=\\s*route\\(`).test(source)) wrong.push(`${name} is not made by route()`);
  }
  for (const [word] of source.matchAll(/\b(?:try|catch|safeParse|parseWith|jsonError)\b/g)) wrong.push(`uses ${word}`);
  return wrong;
}
