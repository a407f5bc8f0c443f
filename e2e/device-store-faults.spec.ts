// Answers survive a device store that fails under them: WebKit's private sessions refuse every Blob,
// a full phone refuses a write part-way through, a recorder gives nothing, a microphone is silent, a
// camera is taken by another app mid-answer. Each recording the browser made is fingerprinted as it
// is made (every chunk MediaRecorder hands over), and the file the server stores for that question
// is compared with it byte for byte.
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { answerFor } from "./support/answer-clock";
import { createReadyMockE2E, passPreviewAndStart, recordPreview } from "./support/mock-interview";
import { createCandidate, signInAs } from "./support/profile";

const SHOTS = "test-results/screens";

/**
 * Runs in the page before its scripts: each MediaRecorder's chunks are collected in
 * `__recorded` (in the order recorders start), each stream the camera gives in `__streams`;
 * `__emptyRecorders` recorders from now on hand over nothing; `FAULT` decides which chunk writes
 * IndexedDB refuses, and with which error.
 */
function faultScript(fault: "none" | "refuse-blobs" | "full-at-third" | "silent-microphone"): string {
  return `(() => {
    window.__recorded = [];
    window.__streams = [];
    window.__emptyRecorders = 0;
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (...args) {
      const mine = [];
      window.__recorded.push(mine);
      if (window.__emptyRecorders > 0) {
        window.__emptyRecorders -= 1;
        const handler = this.ondataavailable;
        this.ondataavailable = () => handler && handler(new BlobEvent("dataavailable", { data: new Blob([]) }));
      } else {
        this.addEventListener("dataavailable", (event) => { if (event.data.size > 0) mine.push(event.data); });
      }
      return start.apply(this, args);
    };
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      // A muted microphone: its track records silence.
      if (${JSON.stringify(fault)} === "silent-microphone") for (const track of stream.getAudioTracks()) track.enabled = false;
      window.__streams.push(stream);
      return stream;
    };
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (value, key) {
      if (this.name === "chunks") {
        if (${JSON.stringify(fault)} === "refuse-blobs") throw new DOMException("Error preparing Blob/File data to be stored in object store", "UnknownError");
        if (${JSON.stringify(fault)} === "full-at-third" && value.seq >= 2) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
      return put.call(this, value, key);
    };
  })();`;
}

/** SHA-256 of what recorder `index` handed over (0 is the declaration's preview). */
async function recordedHash(page: Page, index: number): Promise<{ hash: string; bytes: number }> {
  return page.evaluate(
    `(async () => {
      const blob = new Blob(window.__recorded[${index}]);
      const digest = await crypto.subtle.digest("SHA-256", await blob.arrayBuffer());
      return { hash: Array.from(new Uint8Array(digest)).map((b) => b.toString(16).padStart(2, "0")).join(""), bytes: blob.size };
    })()`,
  );
}

/** SHA-256 of the file the server stores for `qnum`, or null while it has none. */
async function storedHash(page: Page, mockId: string, qnum: number): Promise<{ hash: string; bytes: number } | null> {
  const res = await page.request.get(`/api/mock/answer-video?mock_id=${mockId}&qnum=${qnum}`);
  if (res.status() !== 200) return null;
  const body = await res.body();
  return { hash: createHash("sha256").update(body).digest("hex"), bytes: body.length };
}

async function startMock(
  page: Page,
  label: string,
  fault: Parameters<typeof faultScript>[0],
  questions = ["Tell me about a deadline you met.", "How do you learn a new tool?"],
) {
  const candidate = await createCandidate(label);
  const mockId = await createReadyMockE2E(candidate.id, questions);
  await page.addInitScript(faultScript(fault));
  await signInAs(page, candidate);
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await expect(page.getByTestId("declaration")).toHaveAttribute("data-state", "ready");
  return mockId;
}

for (const [fault, notice] of [
  ["refuse-blobs", "This browser cannot keep answers on the device, so keep this page open until each answer is sent."],
  ["full-at-third", "Your phone is full: answers cannot be saved on it now."],
] as const) {
  test(`a device store that fails (${fault}) loses nothing: each answer reaches the server byte for byte`, async ({ page }) => {
    test.setTimeout(240_000);
    const mockId = await startMock(page, fault, fault);
    await passPreviewAndStart(page);
    // Answer 1 lasts 4 s, answer 2 lasts 6 s: each longer than the two chunks a full phone still takes.
    await answerFor(page, 4);
    await page.getByRole("button", { name: "Next question" }).click();
    await expect(page.getByTestId("interview")).toHaveAttribute("data-question", "2");
    await expect(page.getByTestId("keep-trouble")).toContainText(notice);
    await answerFor(page, 6);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/device-store-${fault}-390.png`, fullPage: true });
    await page.getByRole("button", { name: "Finish and submit" }).click();
    await expect.poll(() => storedHash(page, mockId, 2), { timeout: 30_000 }).not.toBeNull();
    for (const [qnum, recorder] of [
      [1, 1],
      [2, 2],
    ] as const) {
      const recorded = await recordedHash(page, recorder);
      const stored = await storedHash(page, mockId, qnum);
      expect(stored, `answer ${qnum} on the server`).toEqual(recorded);
    }
    // Two recordings, not one sent twice: a loaded machine's encoder can make the 6-second answer the
    // smaller file, so the files are told apart by their content, not their size.
    expect((await recordedHash(page, 2)).hash).not.toEqual((await recordedHash(page, 1)).hash);
  });
}

test("a recording that holds nothing is never uploaded, and the question is offered again on its clock", async ({ page }) => {
  test.setTimeout(240_000);
  const mockId = await startMock(page, "empty-take", "none");
  const uploads: string[] = [];
  page.on("request", (req) => {
    if (req.method() !== "GET" && /\/api\/(uploads\/resumable|mock\/add-mock-video)/.test(req.url())) uploads.push(req.url());
  });
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  // The first answer's recorder hands over nothing, as WebKit's camera recorder does here.
  await page.evaluate("window.__emptyRecorders = 1");
  await page.getByRole("button", { name: "Start the interview" }).click();
  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  await answerFor(page, 2);
  await page.getByRole("button", { name: "Next question" }).click();
  const trouble = page.getByTestId("capture-trouble");
  await expect(trouble).toHaveAttribute("data-kind", "empty");
  await expect(trouble).toContainText("Nothing was recorded");
  await expect(trouble).toContainText("Record question 1 again now: the clock is still running");
  await expect(interview).toHaveAttribute("data-question", "1");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/empty-recording-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(uploads).toEqual([]);

  // The second try records; it is the answer the server keeps for question 1.
  await trouble.getByRole("button", { name: "Record again" }).click();
  await expect(trouble).toBeHidden();
  await answerFor(page, 3);
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "2");
  await expect(page.getByTestId("send-status").locator('[data-qnum="1"]')).toContainText("Sent");
  expect(await storedHash(page, mockId, 1)).toEqual(await recordedHash(page, 2));
});

test("a preview with no sound is not counted, and says what failed", async ({ page }) => {
  test.setTimeout(180_000);
  await startMock(page, "silent-preview", "silent-microphone");
  await page.getByRole("button", { name: /Record a \d+-second preview/ }).click();
  // The preview records for 10 s by the wall clock; on a busy machine the page may take as long again to get there.
  await expect(page.getByRole("alert").filter({ hasText: "We heard no sound in your preview" })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId("declaration")).toHaveAttribute("data-state", "ready");
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/silent-preview-390.png`, fullPage: true });
});

test("a camera taken away mid-answer: the part recorded reaches the server byte for byte, and the candidate is told", async ({ page }) => {
  test.setTimeout(240_000);
  const mockId = await startMock(page, "camera-taken", "none");
  await passPreviewAndStart(page);
  await answerFor(page, 3);
  // Another app takes the camera: the browser ends its track.
  await page.evaluate(`(() => {
    const stream = window.__streams[window.__streams.length - 1];
    for (const track of stream.getVideoTracks()) { track.stop(); track.dispatchEvent(new Event("ended")); }
  })()`);
  const trouble = page.getByTestId("capture-trouble");
  await expect(trouble).toHaveAttribute("data-kind", "interrupted");
  await expect(trouble).toContainText("Your camera or microphone stopped");
  await expect(trouble).toContainText("What you recorded for question 1 before it stopped is kept and sent.");
  await expect(page.getByTestId("send-status").locator('[data-qnum="1"]')).toContainText("Sent");
  const recorded = await recordedHash(page, 1);
  expect(recorded.bytes).toBeGreaterThan(0);
  expect(await storedHash(page, mockId, 1)).toEqual(recorded);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/camera-taken-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Turned back on, the next question records as usual.
  await trouble.getByRole("button", { name: "Turn the camera and microphone back on" }).click();
  await expect(page.getByTestId("interview")).toHaveAttribute("data-question", "2");
  await answerFor(page, 2);
  await page.getByRole("button", { name: "Finish and submit" }).click();
  await expect.poll(() => storedHash(page, mockId, 2), { timeout: 30_000 }).not.toBeNull();
  expect(await storedHash(page, mockId, 2)).toEqual(await recordedHash(page, 2));
});
