// A mock interview on a slow phone line (1.6 Mbps down, 400 kbps up, 150 ms: Chromium's network
// emulation from the first byte of the page): the device check is usable before the speed probe
// starts, the neural voice detector's 16 MB are not downloaded (the first second's share at most),
// and the answer's speech is measured all the same, by the light detector, and reaches the server.
import type { CDPSession } from "@playwright/test";
import { expect, test } from "./support/test";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { answerFor } from "./support/answer-clock";
import { createReadyMockE2E, passPreviewAndStart } from "./support/mock-interview";
import { speakingMicrophone } from "./support/mock-review";
import { createCandidate, signInAs } from "./support/profile";
import { onSlowLine } from "./support/slow-line";

// The detector's files are there to fetch: it is the slow line that must keep them from coming.
test.use({ neuralVoiceDetector: true });

/** Bytes received for each path, as far as each download went. */
function countBytes(cdp: CDPSession) {
  const urls = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, new URL(e.request.url).pathname));
  cdp.on("Network.dataReceived", (e) => {
    const path = urls.get(e.requestId) ?? "?";
    bytes.set(path, (bytes.get(path) ?? 0) + e.encodedDataLength);
  });
  return bytes;
}

test("on a slow phone line the device check is usable first, the neural voice detector is not downloaded, and the answer's speech is still measured", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const candidate = await createCandidate("slow-line");
  const mockId = await createReadyMockE2E(candidate.id, ["Tell me about a time you used SQL to save your team time."]);
  await speakingMicrophone(page);
  await signInAs(page, candidate);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/mock/add-mock-video")) return;
    const body = request.postDataBuffer()?.toString("latin1") ?? "";
    sent.push(body.match(/name="segments"\r\n\r\n([^\r]*)\r\n/)?.[1] ?? "none");
  });

  const cdp = await onSlowLine(context, page);
  const bytes = countBytes(cdp);
  // Whether the device check was usable (its first button on screen with React's handler on it),
  // read at the very moment the page asks for the speed probe: not by polling, which runs late on a
  // busy machine.
  await page.addInitScript(() => {
    const usable = () => {
      const button = [...document.querySelectorAll("button")].find((b) => (b.textContent ?? "").trim() === "Check camera and microphone");
      return Boolean(button && !button.disabled && Object.keys(button).some((k) => k.startsWith("__reactProps")));
    };
    const w = window as Window & { probeAsked?: boolean[] };
    const original = window.fetch;
    window.fetch = function (input, init) {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.includes("/api/uploads/probe")) (w.probeAsked ??= []).push(usable());
      return original.call(this, input, init);
    };
  });
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`, { waitUntil: "commit" });
  // The speed probe starts only once the page has loaded, after it was usable, and ends in a few seconds (128 KB at 400 kbps).
  await expect(page.getByTestId("connection-check")).toHaveAttribute("data-state", "measured", { timeout: 60_000 });
  expect(await page.evaluate(() => (window as Window & { probeAsked?: boolean[] }).probeAsked)).toEqual([true]);
  const probes = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((r) => r.name.endsWith("/api/uploads/probe"))
      .map((r) => ({ start: r.startTime, end: r.responseEnd })),
  );
  expect(probes).toHaveLength(1);
  expect(probes[0]!.end - probes[0]!.start).toBeLessThan(8_000);
  await expect(page.getByTestId("connection-status")).toContainText(/Your connection is slow: about \d+ kbps up\./);

  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await passPreviewAndStart(page);
  const interview = page.getByTestId("interview");
  // The light detector, chosen while the candidate read: the answer is measured from its first second.
  await expect(interview).toHaveAttribute("data-voice-detector", "light");
  await answerFor(page, 8, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Finish and submit" }).click();
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 120_000 });

  // The neural detector's runtime and model: at most the share of the first second of their download.
  const vad = [...bytes].filter(([path]) => path.startsWith("/vad/")).reduce((sum, [, n]) => sum + n, 0);
  expect(vad).toBeLessThan(1024 * 1024);
  // What the light detector heard went with the answer: stretches of speech, within the answer.
  expect(sent).toHaveLength(1);
  const segments = JSON.parse(sent[0]!) as { start: number; end: number }[];
  expect(segments.length).toBeGreaterThan(0);
  for (const s of segments) {
    expect(s.end).toBeGreaterThanOrEqual(s.start);
    expect(s.end).toBeLessThanOrEqual(SECONDS_PER_QUESTION);
  }
  const spoken = segments.reduce((sum, s) => sum + s.end - s.start, 0);
  expect(spoken).toBeGreaterThan(2);
});
