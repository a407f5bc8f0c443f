// A phone on mobile data, as our candidates have it: 1.6 Mbps down, 400 kbps up, 150 ms, through
// Chromium's network emulation from the page's first byte (it stays through reloads of the page).
import type { BrowserContext, CDPSession, Page } from "@playwright/test";

export const SLOW_LINE = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 400_000 / 8 };

export async function onSlowLine(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_LINE);
  return cdp;
}
