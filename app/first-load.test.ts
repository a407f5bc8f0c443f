// What a page makes every visitor download is what its client components import statically, all
// the way down (docs/performance.md, "Candidate pages", measures it). Two things stay out of the
// candidate pages' first load: zod (35-45 KB compressed), whose schemas a form loads when it is
// first touched; and what the root not-found screen does, since every page's payload carries it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");

/** What `file` imports for values when it loads: static imports and re-exports (not `import type`, not `import()`). */
function loadedWith(file: string): { files: string[]; packages: string[] } {
  const specifiers = [...withoutComments(text(file)).matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
  const files: string[] = [];
  const packages: string[] = [];
  for (const specifier of specifiers) {
    const local = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(file), specifier) : null;
    if (local === null) packages.push(specifier);
    else {
      const found = [local, `${local}.ts`, `${local}.tsx`, `${local}/index.ts`, `${local}/index.tsx`].find(
        (f) => /\.tsx?$/.test(f) && existsSync(path.join(ROOT, f)),
      );
      if (found) files.push(found);
    }
  }
  return { files, packages };
}

/** The modules that load in the browser with `entries`: from the first "use client" file down. */
function clientModules(entries: string[]): Map<string, string[]> {
  const client = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const isClient = inClient || /^\s*["']use client["']/.test(text(file));
    if (seen.has(`${isClient}:${file}`)) return;
    seen.add(`${isClient}:${file}`);
    const { files, packages } = loadedWith(file);
    if (isClient) client.set(file, packages);
    for (const next of files) visit(next, isClient);
  };
  for (const entry of entries) visit(entry, false);
  return client;
}

function routeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /^(page|layout|loading|error|not-found)\.tsx$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

const ROOT_FILES = ["app/layout.tsx", "app/not-found.tsx", "app/error.tsx", "app/global-error.tsx"];

describe("what the candidate pages load with them", () => {
  it("loads no zod with a candidate page: a form's schema comes with its first use", () => {
    const pages = routeFiles("app/(shell)");
    expect(pages).toContain("app/(shell)/(candidate)/dashboard/page.tsx");
    expect(pages).toContain("app/(shell)/(public-jobs)/jobs/[id]/page.tsx");
    const modules = clientModules([...ROOT_FILES, ...pages]);
    expect(modules.has("components/layout/app-shell.tsx")).toBe(true);
    const withZod = [...modules].filter(([, packages]) => packages.some((p) => p === "zod" || p.startsWith("zod/"))).map(([file]) => file);
    expect(withZod).toEqual([]);
  });

  it("draws the new-mock form as an island: the page loads the form's placeholder, and the form with react-hook-form after it", () => {
    const modules = clientModules(["app/(shell)/(candidate)/mock/new-mock/page.tsx"]);
    expect(modules.has("components/mocks/new/new-mock-island.tsx")).toBe(true);
    expect(modules.has("components/mocks/new/new-mock-placeholder.tsx")).toBe(true);
    expect(modules.has("components/mocks/new/new-mock-form.tsx")).toBe(false);
    expect(modules.has("components/ui/use-form-submit.ts")).toBe(false);
    expect([...modules].filter(([, packages]) => packages.some((p) => p === "react-hook-form" || p.startsWith("@hookform/"))).map(([file]) => file)).toEqual(
      [],
    );
  });

  it("loads the recordings' sending part (tus-js-client) only when something is to be sent, on every candidate page", () => {
    // The kept-recordings prompt on the dashboard and the mock list, and every recording screen,
    // reach the outbox; the outbox loads send-recording.ts (and tus-js-client) with import().
    const pages = routeFiles("app/(shell)");
    const modules = clientModules([...ROOT_FILES, ...pages]);
    expect(modules.has("components/recording/outbox.ts")).toBe(true);
    expect(modules.has("components/recording/send-recording.ts")).toBe(false);
    expect([...modules].filter(([, packages]) => packages.includes("tus-js-client")).map(([file]) => file)).toEqual([]);
  });

  it("loads the kept-recordings prompt, the device store and the outbox on the dashboard and the mock list only for a device that may hold a recording", () => {
    for (const page of ["app/(shell)/(candidate)/dashboard/page.tsx", "app/(shell)/(candidate)/mock/page.tsx"]) {
      const modules = clientModules([page]);
      expect(modules.has("components/recording/lazy-kept-prompt.tsx"), page).toBe(true);
      for (const later of ["components/recording/kept-prompt.tsx", "components/recording/device-store.ts", "components/recording/outbox.ts"])
        expect(modules.has(later), `${page}: ${later}`).toBe(false);
      expect(
        [...modules].filter(([, packages]) => packages.includes("idb")).map(([file]) => file),
        page,
      ).toEqual([]);
    }
  });

  it("opens the mock interview on its declaration: the interview screen and the face model come after", () => {
    const modules = clientModules(["app/(shell)/(candidate)/mock/mock-interview/page.tsx"]);
    expect(modules.has("components/mocks/interview/declaration-step.tsx")).toBe(true);
    for (const later of [
      "components/mocks/interview/interview-step.tsx",
      "components/mocks/interview/camera-signals.ts",
      "components/mocks/interview/answer-signals.ts",
      "components/interviews/face-detector.ts",
    ]) {
      expect(modules.has(later), later).toBe(false);
    }
  });

  it("opens the mock review without a take's recorder: it comes as its row nears the screen, and its camera and sending with the first take", () => {
    const modules = clientModules(["app/(shell)/(candidate)/mock/mock-review/page.tsx"]);
    expect(modules.has("components/mocks/review/lazy-retake-recorder.tsx")).toBe(true);
    for (const later of [
      "components/mocks/review/retake-recorder.tsx",
      "components/recording/device-store.ts",
      "components/recording/outbox.ts",
      "components/mocks/review/take-tools.ts",
      "components/recording/capture.ts",
      "components/recording/send-status.tsx",
    ]) {
      expect(modules.has(later), later).toBe(false);
    }
    expect(clientModules(["components/mocks/review/retake-recorder.tsx"]).has("components/recording/capture.ts")).toBe(false);
  });

  it("brings the candidate shell with one layout, above both the candidate pages and a job's page", () => {
    // Turbopack gives each layout its own chunks for the client code it brings: a second layout
    // bringing the shell made a signed-in job page download it twice (once for its own layout,
    // once more for the candidate pages its links prefetch).
    const withShell = routeFiles("app").filter((file) => clientModules([file]).has("components/layout/app-shell.tsx"));
    expect(withShell).toEqual(["app/(shell)/layout.tsx"]);
  });

  it("loads none of the candidate area's navigation data with the public site's header and footer", () => {
    const modules = clientModules(["app/(marketing)/layout.tsx", "app/(marketing)/page.tsx"]);
    expect(modules.has("components/layout/nav-list.tsx")).toBe(true);
    expect(modules.has("components/layout/nav-items.ts")).toBe(false);
  });

  it("ships no message catalog with the public pages, English or Hindi: they are translated on the server", () => {
    for (const entries of [
      ["app/(marketing)/layout.tsx", "app/(marketing)/page.tsx", "app/(marketing)/pricing/page.tsx", "app/(marketing)/our-teams/page.tsx"],
      [
        "app/(marketing-hi)/hi/layout.tsx",
        "app/(marketing-hi)/hi/page.tsx",
        "app/(marketing-hi)/hi/pricing/page.tsx",
        "app/(marketing-hi)/hi/our-teams/page.tsx",
      ],
    ]) {
      const modules = clientModules(entries);
      expect(modules.has("components/marketing/language-link.tsx"), entries[0]).toBe(true);
      expect(modules.has("lib/i18n/catalogs.ts"), entries[0]).toBe(false);
      expect(modules.has("components/layout/nav-items.ts"), entries[0]).toBe(false);
    }
  });

  it("loads the root not-found screen's way out only when the screen shows, not with every page's payload", () => {
    const modules = [...clientModules(["app/not-found.tsx"]).keys()];
    expect(modules).toContain("components/layout/lazy-not-found-actions.tsx");
    expect(modules).not.toContain("components/layout/not-found-actions.tsx");
    expect(modules).not.toContain("components/api/request.ts");
  });
});
