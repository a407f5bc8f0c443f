// WebKitGTK, the engine family of Safari, driven through Debian's WebKitWebDriver (classic W3C
// WebDriver over HTTP, spoken here with fetch) and its MiniBrowser, with WebKit's mock camera and
// microphone and no permission prompt. WebKitGTK has no headless mode: each driver runs under its
// own Xvfb display (xvfb-run -a). Its sessions are ephemeral, as Safari's Private Browsing is.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { TEST_BROWSERS } from "@/scripts/test-setup";
import { DEFAULT_TIMEOUT, describeTarget, findScript, poll, textScript, type EngineDriver, type Target } from "./driver";

/** How WebDriver names an element in JSON (W3C WebDriver, "web element identifier"). */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

type WebDriverError = { error: string; message: string };

/** Longest a script may run in the page (answering, loading a recording's metadata). */
const SCRIPT_TIMEOUT_MS = 60_000;
const COMMAND_TIMEOUT_MS = SCRIPT_TIMEOUT_MS + 30_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A W3C WebDriver session: only the commands the specs use. */
class WebDriverSession {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>): Promise<{ session: WebDriverSession; capabilities: Record<string, unknown> }> {
    const value = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(base, "POST", "/session", {
      capabilities: { alwaysMatch: capabilities },
    });
    return { session: new WebDriverSession(base, value.sessionId), capabilities: value.capabilities };
  }

  command<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown, timeout?: number): Promise<T> {
    return call<T>(this.base, method, `/session/${this.id}${path}`, body, timeout);
  }
}

async function call<T>(base: string, method: string, path: string, body?: unknown, timeout = COMMAND_TIMEOUT_MS): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    // A command never outlives its script time-out by much: a hung browser fails the step, not the test's whole time.
    signal: AbortSignal.timeout(timeout),
    method,
    headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { value: T | WebDriverError };
  if (!res.ok) {
    const error = json.value as WebDriverError;
    throw new Error(`WebDriver ${method} ${path}: ${error.error}: ${error.message}`);
  }
  return json.value as T;
}

/** MiniBrowser's switches: automation, media capture on, WebKit's mock devices, no prompt or focus needed. */
export const MINIBROWSER_ARGS = [
  "--automation",
  "--enable-media-stream=true",
  "--enable-mock-capture-devices=true",
  "--features=-MockCaptureDevicesPrompt,-GetUserMediaRequiresFocus",
];

export async function launchWebKit(baseURL: string): Promise<EngineDriver> {
  const miniBrowser = TEST_BROWSERS.miniBrowser();
  if (!existsSync(TEST_BROWSERS.webkitDriver) || !miniBrowser) {
    throw new Error(
      `WebKitGTK is not installed (${TEST_BROWSERS.webkitDriver}, MiniBrowser): npm test installs it (scripts/test-setup.ts), or apt-get install webkit2gtk-driver`,
    );
  }
  const port = await freePort();
  // Its own process group, so that closing ends Xvfb, the driver and MiniBrowser together.
  const child: ChildProcess = spawn("xvfb-run", ["-a", "-s", "-screen 0 1280x1024x24", TEST_BROWSERS.webkitDriver, `--port=${port}`], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    await poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${stderr}`);
        return (await call<{ ready: boolean }>(base, "GET", "/status")).ready;
      },
      30_000,
      () => `WebKitWebDriver did not start on port ${port}: ${stderr}`,
    );
    const { session, capabilities } = await WebDriverSession.create(base, {
      "webkitgtk:browserOptions": { binary: miniBrowser, args: MINIBROWSER_ARGS },
    });
    await session.command("POST", "/timeouts", { script: SCRIPT_TIMEOUT_MS, pageLoad: 60_000 });
    return new WebKitDriver(session, baseURL, `${capabilities.browserName} ${capabilities.browserVersion}`, stop);
  } catch (error) {
    stop();
    throw error;
  }
}

class WebKitDriver implements EngineDriver {
  readonly engine = "webkit" as const;

  constructor(
    private readonly session: WebDriverSession,
    private readonly baseURL: string,
    readonly version: string,
    private readonly stop: () => void,
  ) {}

  async goto(pathOrUrl: string): Promise<void> {
    await this.session.command("POST", "/url", { url: new URL(pathOrUrl, this.baseURL).href });
  }

  evaluate<T>(expression: string): Promise<T> {
    // Execute Script runs a function body and awaits a promise it returns.
    return this.session.command<T>("POST", "/execute/sync", { script: `return (${expression});`, args: [] });
  }

  private async element(target: Target, options: { timeout?: number; enabled?: boolean }): Promise<string> {
    const found = await poll(
      () => this.evaluate<Record<string, string> | null>(findScript(target, options.enabled)),
      options.timeout ?? DEFAULT_TIMEOUT,
      () => `WebKit: no visible${options.enabled ? ", enabled" : ""} ${describeTarget(target)}`,
    );
    return found[ELEMENT]!;
  }

  async click(target: Target, options: { timeout?: number } = {}): Promise<void> {
    const id = await this.element(target, { ...options, enabled: true });
    await this.session.command("POST", `/element/${id}/click`, {});
  }

  async fill(target: Target, value: string, options: { timeout?: number } = {}): Promise<void> {
    const id = await this.element(target, { ...options, enabled: true });
    await this.session.command("POST", `/element/${id}/clear`, {});
    await this.session.command("POST", `/element/${id}/value`, { text: value });
  }

  async waitFor(target: Target, options: { timeout?: number; enabled?: boolean } = {}): Promise<void> {
    await this.element(target, options);
  }

  async waitForText(text: string | RegExp, options: { within?: string; timeout?: number } = {}): Promise<void> {
    await poll(
      () => this.evaluate<boolean>(textScript(text, options.within)),
      options.timeout ?? DEFAULT_TIMEOUT,
      () => `WebKit: the text ${String(text)} never showed`,
    );
  }

  waitUntil<T>(expression: string, options: { timeout?: number; message?: string } = {}): Promise<T> {
    return poll(
      () => this.evaluate<T>(expression),
      options.timeout ?? DEFAULT_TIMEOUT,
      () => `WebKit: ${options.message ?? expression}`,
    ) as Promise<T>;
  }

  async setOffline(): Promise<boolean> {
    return false; // classic WebDriver has no network emulation, and WebKitWebDriver no extension for it
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.session.command<string>("GET", "/screenshot"), "base64");
  }

  async close(): Promise<void> {
    try {
      await this.session.command("DELETE", "", undefined, 10_000);
    } catch {
      // the browser may be gone already; the process group goes below either way
    }
    this.stop();
  }
}
