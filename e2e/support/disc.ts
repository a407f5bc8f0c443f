// Helpers for the DISC specs: answer a block on screen by the style of its statements.
import { expect, type Page } from "@playwright/test";
import { DISC_BLOCKS } from "@/lib/disc/blocks";
import type { DiscStyle } from "@/lib/disc/styles";

export type StylePick = (block: number) => DiscStyle;

export const statementText = (block: number, style: DiscStyle) => DISC_BLOCKS[block]!.statements.find((s) => s.style === style)!.text;

export const mostGroup = (page: Page) => page.getByRole("group", { name: "Most like me" });
export const leastGroup = (page: Page) => page.getByRole("group", { name: "Least like me" });

/** Answers the block on screen (block index k) and moves on with Next (or stays on the last one). */
export async function answerBlock(page: Page, k: number, most: DiscStyle, least: DiscStyle): Promise<void> {
  await expect(page.getByRole("heading", { name: `Block ${k + 1} of 24` })).toBeVisible();
  await mostGroup(page)
    .getByRole("radio", { name: statementText(k, most) })
    .check();
  await leastGroup(page)
    .getByRole("radio", { name: statementText(k, least) })
    .check();
  if (k < 23) await page.getByRole("button", { name: "Next" }).click();
}

export async function answerBlocks(page: Page, from: number, to: number, most: StylePick, least: StylePick): Promise<void> {
  for (let k = from; k < to; k++) await answerBlock(page, k, most(k), least(k));
}

/** A request from the page itself, so it is same-origin like the app's own calls. */
export async function pageFetch(page: Page, url: string, method: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([u, m, b]) => {
      const res = await fetch(u, { method: m, headers: { "Content-Type": "application/json" }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [url, method, body] as const,
  );
}
