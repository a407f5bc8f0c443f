// What the engine specs share: opening an engine (a missing one fails the test, it is never
// skipped), answering by the page's own answer clock, and following each answer to the server:
// the file stored under its question, its length read from that file, and its playback by byte
// ranges in the engine that recorded it.
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, type APIRequestContext, type TestInfo } from "@playwright/test";
import { ContainerDurationProbe } from "@/lib/media/container-duration";
import { clickOnClockScript } from "../support/answer-clock";
import type { EngineDriver, EngineName } from "./driver";
import { launchFirefox } from "./firefox";
import { launchWebKit } from "./webkit";

export const ENGINES: EngineName[] = ["firefox", "webkit"];

/**
 * How far a stored answer's length may stand from the seconds spent on it by the answer clock:
 * the clock shows whole seconds, the click that stops the recording comes a moment later, and on a
 * loaded machine the recorder starts up to about a second after the clock (0.998 s stored for 2 s
 * counted has been seen). Answers are at least 2 s apart, so a misfiled answer still shows.
 */
export const SHORTER_BY = 1.25;
/** Each answer is at least 2 s longer by the clock than the one before; stored, at least this much. */
export const LONGER_THAN_THE_ONE_BEFORE_BY = 0.75;
export const LONGER_BY = 2.5;

/** Engines still open: a test that runs out of time never reaches its own `finally`. */
const open = new Set<EngineDriver>();

/** For `test.afterEach`: closes whatever engine a test left open. */
export async function closeEngines(): Promise<void> {
  for (const driver of [...open]) {
    open.delete(driver);
    await driver.close().catch(() => undefined);
  }
}

/** Runs `body` with the engine open; on failure the engine's screen is attached to the report. */
export async function withEngine(engine: EngineName, baseURL: string, testInfo: TestInfo, body: (driver: EngineDriver) => Promise<void>): Promise<void> {
  const driver = engine === "firefox" ? await launchFirefox(baseURL) : await launchWebKit(baseURL);
  open.add(driver);
  testInfo.annotations.push({ type: "engine", description: driver.version });
  try {
    await body(driver);
  } catch (error) {
    // What the engine showed, in words, in the test's output: a run read only as a log still says where it stood.
    const text = await driver.evaluate<string>("document.body ? document.body.innerText.slice(0, 2000) : ''").catch(() => null);
    if (text) console.log(`[${engine} at failure] ${text.replace(/\s+/g, " ")}`);
    const shot = await driver.screenshot().catch(() => null);
    if (shot) {
      mkdirSync(testInfo.outputDir, { recursive: true });
      const file = testInfo.outputPath(`${engine}-failure.png`);
      writeFileSync(file, shot);
      await testInfo.attach(`${engine} screen`, { path: file, contentType: "image/png" });
    }
    throw error;
  } finally {
    open.delete(driver);
    await driver.close();
  }
}

/** A note in the test's report (and its output), for what an engine cannot do here. */
export function note(testInfo: TestInfo, description: string): void {
  testInfo.annotations.push({ type: "note", description });
  console.log(`[${testInfo.title}] ${description}`);
}

/**
 * Answers for `s` seconds by the answer clock on screen, then clicks `button`, all inside the page
 * (e2e/support/answer-clock.ts): WebDriver's click in WebKit can take seconds on a busy machine, and
 * the answer would run on. Returns the seconds the clock had counted at the click.
 */
export async function answerThenClick(driver: EngineDriver, s: number, limit: number, button: string): Promise<number> {
  return driver.evaluate<number>(clickOnClockScript(s, button, limit));
}

/** Signs in from inside the engine, through the same endpoint the sign-in form posts to. */
export async function signInInEngine(driver: EngineDriver, email: string, password: string): Promise<void> {
  await driver.goto("/auth/login");
  const status = await driver.evaluate<number>(
    `fetch("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: ${JSON.stringify(JSON.stringify({ email, password }))} }).then((r) => r.status)`,
  );
  expect(status, "sign-in from the engine").toBe(200);
}

export type StoredAnswer = { bytes: Buffer; contentType: string; seconds: number | null; video: boolean; audio: boolean };

/** A stored answer read back by the test: its bytes, and its length and tracks as its container says. */
export async function readStored(request: APIRequestContext, url: string): Promise<StoredAnswer> {
  const res = await request.get(url);
  expect(res.status(), `GET ${url}`).toBe(200);
  const bytes = await res.body();
  const probe = new ContainerDurationProbe();
  probe.push(bytes);
  const ms = probe.durationMs();
  const tracks = probe.tracks();
  return { bytes, contentType: res.headers()["content-type"] ?? "", seconds: ms === null ? null : ms / 1000, video: !!tracks?.video, audio: !!tracks?.audio };
}

/**
 * Each stored answer lasts about the seconds the clock had counted when it was stopped, and each
 * is longer than the one before: an answer filed under another question, or twice, shows.
 */
export function expectLengths(stored: StoredAnswer[], spent: number[]): void {
  stored.forEach((answer, i) => {
    // Longer than the clock counted: the recording began before the page showed the question and started its clock.
    const label = `answer ${i + 1}: ${spent[i]} s by the answer clock, ${answer.seconds} s stored`;
    expect(answer.seconds, label).not.toBeNull();
    expect(answer.seconds!, label).toBeGreaterThanOrEqual(spent[i]! - SHORTER_BY);
    expect(answer.seconds!, label).toBeLessThanOrEqual(spent[i]! + LONGER_BY);
    if (i > 0)
      expect(answer.seconds! - stored[i - 1]!.seconds!, `answer ${i + 1} is longer than answer ${i}`).toBeGreaterThanOrEqual(LONGER_THAN_THE_ONE_BEFORE_BY);
  });
}

type RangeRead = { status: number; contentRange: string | null; head: string };
type Played = { ok: boolean; duration: number; error: string | null };

/**
 * Plays a stored answer in the engine as its player does: a Range request answered 206 with the
 * file's own first bytes, then a media element that loads the file (by byte ranges) to its metadata.
 */
export async function expectPlaysInEngine(driver: EngineDriver, url: string, stored: StoredAnswer): Promise<Played> {
  const range = await driver.evaluate<RangeRead>(
    `fetch(${JSON.stringify(url)}, { headers: { range: "bytes=0-15" } }).then(async (r) => ({
      status: r.status,
      contentRange: r.headers.get("content-range"),
      head: Array.from(new Uint8Array(await r.arrayBuffer())).map((b) => b.toString(16).padStart(2, "0")).join(""),
    }))`,
  );
  expect(range.status, `a Range request for ${url}`).toBe(206);
  expect(range.contentRange).toBe(`bytes 0-15/${stored.bytes.length}`);
  expect(range.head).toBe(stored.bytes.subarray(0, 16).toString("hex"));
  const played = await driver.evaluate<Played>(
    `new Promise((resolve) => {
      const media = document.createElement(${JSON.stringify(stored.video ? "video" : "audio")});
      media.preload = "auto";
      media.muted = true;
      const done = (ok) => resolve({ ok, duration: Number.isFinite(media.duration) ? media.duration : -1, error: media.error ? media.error.code + " " + (media.error.message || "") : null });
      media.addEventListener("loadedmetadata", () => done(true), { once: true });
      media.addEventListener("error", () => done(false), { once: true });
      setTimeout(() => resolve({ ok: false, duration: -1, error: "no metadata within 30 s" }), 30000);
      media.src = ${JSON.stringify(url)};
      document.body.append(media);
    })`,
  );
  expect(played, `the engine plays ${url}`).toMatchObject({ ok: true, error: null });
  return played;
}
