// A microphone that speaks: the fake camera's beeping microphone is swapped for eSpeak NG reading an
// answer aloud, looped, so the browser's voice-activity detector hears real speech. The test turns
// it silent (window.__speaking = false) for an answer that must be heard as silence.
import type { Page } from "@playwright/test";
import { synthesizeOffline } from "@/lib/ai/offline/espeak";

const SPOKEN =
  "At my last job the weekly sales report took a whole day to build. I wrote queries that built it by itself. " +
  "As a result it took ten minutes, and the team used the time for analysis.";

export async function speakingMicrophone(page: Page): Promise<void> {
  const mp3 = await synthesizeOffline(SPOKEN);
  await page.route("**/__e2e/speech.mp3", (route) => route.fulfill({ status: 200, contentType: "audio/mpeg", body: mp3 }));
  await page.addInitScript(() => {
    const w = window as unknown as { __speaking: boolean };
    w.__speaking = true;
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      const stream = await original(constraints);
      if (!constraints?.audio) return stream;
      const context = new AudioContext();
      await context.resume().catch(() => undefined);
      const buffer = await context.decodeAudioData(await (await fetch("/__e2e/speech.mp3")).arrayBuffer());
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.loop = true;
      const gain = context.createGain();
      const out = context.createMediaStreamDestination();
      source.connect(gain).connect(out);
      source.start();
      setInterval(() => gain.gain.setValueAtTime(w.__speaking ? 1 : 0, context.currentTime), 50);
      return new MediaStream([...stream.getVideoTracks(), ...out.stream.getAudioTracks()]);
    };
  });
}

export async function setSpeaking(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __speaking: boolean }).__speaking = value;
  }, on);
}
