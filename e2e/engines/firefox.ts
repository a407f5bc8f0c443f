// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi, with Firefox's
// fake camera and microphone and no permission prompt.
import { existsSync } from "node:fs";
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { TEST_BROWSERS } from "@/scripts/test-setup";
import { DEFAULT_TIMEOUT, describeTarget, findScript, poll, textScript, type EngineDriver, type Target } from "./driver";

export const FIREFOX_PREFS = {
  "media.navigator.streams.fake": true,
  "media.navigator.permission.disabled": true,
};

export async function launchFirefox(baseURL: string): Promise<EngineDriver> {
  if (!existsSync(TEST_BROWSERS.firefox)) {
    throw new Error(`Firefox ESR is not installed (${TEST_BROWSERS.firefox}): npm test installs it (scripts/test-setup.ts), or apt-get install firefox-esr`);
  }
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: TEST_BROWSERS.firefox,
    headless: true,
    extraPrefsFirefox: FIREFOX_PREFS,
    defaultViewport: { width: 1280, height: 800 },
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    return new FirefoxDriver(browser, page, baseURL, await browser.version());
  } catch (error) {
    await browser.close();
    throw error;
  }
}

class FirefoxDriver implements EngineDriver {
  readonly engine = "firefox" as const;

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseURL: string,
    readonly version: string,
  ) {}

  async goto(pathOrUrl: string): Promise<void> {
    await this.page.goto(new URL(pathOrUrl, this.baseURL).href, { waitUntil: "load" });
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  private async element(target: Target, options: { timeout?: number; enabled?: boolean }): Promise<ElementHandle<Element>> {
    return poll(
      async () => {
        const handle = await this.page.evaluateHandle(findScript(target, options.enabled));
        const element = handle.asElement() as ElementHandle<Element> | null;
        if (!element) await handle.dispose();
        return element;
      },
      options.timeout ?? DEFAULT_TIMEOUT,
      () => `Firefox: no visible${options.enabled ? ", enabled" : ""} ${describeTarget(target)}`,
    );
  }

  async click(target: Target, options: { timeout?: number } = {}): Promise<void> {
    const element = await this.element(target, { ...options, enabled: true });
    await element.click();
    await element.dispose();
  }

  async fill(target: Target, value: string, options: { timeout?: number } = {}): Promise<void> {
    const element = await this.element(target, { ...options, enabled: true });
    await element.click({ count: 3 }); // selects what the field holds, so typing replaces it
    await element.type(value);
    await element.dispose();
  }

  async waitFor(target: Target, options: { timeout?: number; enabled?: boolean } = {}): Promise<void> {
    await (await this.element(target, options)).dispose();
  }

  async waitForText(text: string | RegExp, options: { within?: string; timeout?: number } = {}): Promise<void> {
    await poll(
      () => this.evaluate<boolean>(textScript(text, options.within)),
      options.timeout ?? DEFAULT_TIMEOUT,
      () => `Firefox: the text ${String(text)} never showed`,
    );
  }

  waitUntil<T>(expression: string, options: { timeout?: number; message?: string } = {}): Promise<T> {
    return poll(
      () => this.evaluate<T>(expression),
      options.timeout ?? DEFAULT_TIMEOUT,
      () => `Firefox: ${options.message ?? expression}`,
    ) as Promise<T>;
  }

  async setOffline(offline: boolean): Promise<boolean> {
    try {
      await this.page.setOfflineMode(offline);
      return true;
    } catch {
      return false;
    }
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot({ type: "png" }));
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
