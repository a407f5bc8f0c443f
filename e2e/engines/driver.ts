// One small way for the end-to-end specs to drive a browser other than Playwright's Chromium:
// Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver over classic
// WebDriver). Playwright cannot drive Debian's builds of either; both implementations find
// elements with the same script in the page, so a spec reads the same in each engine.
//
// Scripts are strings: the pages' Content-Security-Policy has no 'unsafe-eval', and a string is
// what both protocols send anyway. Values go into a script through JSON.stringify.

export type EngineName = "firefox" | "webkit";

/** An element as a person finds it: by role and accessible name, by visible text, or by test id. */
export type Target =
  | { role: "button" | "link" | "checkbox" | "heading" | "dialog"; name: string | RegExp; within?: string }
  | { text: string | RegExp; within?: string }
  | { testId: string; within?: string };

export interface EngineDriver {
  readonly engine: EngineName;
  /** The browser's name and version, as it reports them. */
  readonly version: string;
  /** Opens a path of the server under test (or a full URL) and waits for the page to load. */
  goto(pathOrUrl: string): Promise<void>;
  /** Clicks the element once it is visible and enabled (a real click: the page sees a user gesture). */
  click(target: Target, options?: { timeout?: number }): Promise<void>;
  /** Types `value` into a text field found by its label (or test id). */
  fill(target: Target, value: string, options?: { timeout?: number }): Promise<void>;
  /** Waits until `text` is visible on the page (or inside the test id `within`). */
  waitForText(text: string | RegExp, options?: { within?: string; timeout?: number }): Promise<void>;
  /** Waits until the element is visible. */
  waitFor(target: Target, options?: { timeout?: number; enabled?: boolean }): Promise<void>;
  /** Waits until the script's value is truthy; returns it. */
  waitUntil<T>(expression: string, options?: { timeout?: number; message?: string }): Promise<T>;
  /** The value of a script expression in the page (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>;
  /** Cuts the page off the network, or gives it back; false where the engine cannot. */
  setOffline(offline: boolean): Promise<boolean>;
  /** A PNG of the viewport, for a failing test's attachments. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export const DEFAULT_TIMEOUT = 15_000;

/**
 * The in-page script that finds a Target: the first visible match (and, with `enabled`, not
 * disabled), or null. An element's name is its aria-label, its aria-labelledby text, its labels'
 * text for a form field, or its own text, as a screen reader would read it.
 */
export function findScript(target: Target, enabled = false): string {
  const spec =
    "testId" in target
      ? { kind: "testId", value: target.testId }
      : "role" in target
        ? { kind: "role", role: target.role, ...pattern(target.name) }
        : { kind: "text", ...pattern(target.text) };
  return `(() => {
    const spec = ${JSON.stringify(spec)};
    const enabled = ${JSON.stringify(enabled)};
    const within = ${JSON.stringify(target.within ?? null)};
    const root = within ? document.querySelector('[data-testid="' + within + '"]') : document;
    if (!root) return null;
    const squash = (s) => (s || "").replace(/\\s+/g, " ").trim();
    const matches = (s) => spec.source !== undefined ? new RegExp(spec.source, spec.flags).test(squash(s)) : squash(s) === spec.text;
    const visible = (el) => { const r = el.getBoundingClientRect(); const st = getComputedStyle(el); return r.width > 0 && r.height > 0 && st.visibility !== "hidden" && st.display !== "none"; };
    const usable = (el) => !enabled || (!el.disabled && el.getAttribute("aria-disabled") !== "true");
    const nameOf = (el) => {
      if (el.getAttribute("aria-label")) return el.getAttribute("aria-label");
      const by = el.getAttribute("aria-labelledby");
      if (by) return by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent || "").join(" ");
      if (el.labels && el.labels.length) return Array.from(el.labels).map((l) => l.textContent).join(" ");
      return el.textContent || el.getAttribute("title") || el.value || "";
    };
    const ROLES = {
      button: 'button, [role="button"], input[type="submit"], input[type="button"]',
      link: 'a[href], [role="link"]',
      checkbox: 'input[type="checkbox"], [role="checkbox"]',
      heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
      dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    };
    let found = [];
    if (spec.kind === "testId") found = Array.from(root.querySelectorAll('[data-testid="' + spec.value + '"]'));
    else if (spec.kind === "role") found = Array.from(root.querySelectorAll(ROLES[spec.role])).filter((el) => matches(nameOf(el)));
    else {
      // The innermost elements whose own text matches: a label, a paragraph, a cell.
      found = Array.from(root.querySelectorAll("body *")).filter((el) => matches(el.innerText) && !Array.from(el.children).some((c) => matches(c.innerText)));
    }
    // A checkbox a label hides visually still counts when its label shows.
    return found.find((el) => (visible(el) || (el.labels && Array.from(el.labels).some(visible))) && usable(el)) || null;
  })()`;
}

function pattern(value: string | RegExp): { text?: string; source?: string; flags?: string } {
  return typeof value === "string" ? { text: value.replace(/\s+/g, " ").trim() } : { source: value.source, flags: value.flags };
}

/** The in-page script that says whether `text` shows (in the test id `within`, or the whole page). */
export function textScript(text: string | RegExp, within?: string): string {
  const p = pattern(text);
  return `(() => {
    const p = ${JSON.stringify(p)};
    const within = ${JSON.stringify(within ?? null)};
    const root = within ? document.querySelector('[data-testid="' + within + '"]') : document.body;
    if (!root) return false;
    const shown = (root.innerText || "").replace(/\\s+/g, " ");
    return p.source !== undefined ? new RegExp(p.source, p.flags).test(shown) : shown.includes(p.text);
  })()`;
}

export function describeTarget(target: Target): string {
  if ("testId" in target) return `test id "${target.testId}"`;
  if ("role" in target) return `${target.role} "${String(target.name)}"`;
  return `text "${String(target.text)}"`;
}

/** Polls `read` until it answers something truthy, or throws `message` when `timeout` ms have gone. */
export async function poll<T>(read: () => Promise<T>, timeout: number, message: () => string): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await read();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`${message()} (waited ${timeout} ms${last ? `; last error: ${String(last)}` : ""})`);
    // A WebDriver client has no event to wait on: this is the polling interval, as expect.poll's.
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
