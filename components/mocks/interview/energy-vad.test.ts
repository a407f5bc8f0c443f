// The light voice detector's decision, fed with levels as the microphone would give them.
import { describe, expect, it } from "vitest";
import { createEnergyGate, ENERGY_FRAME_MS } from "./energy-vad";

/** Feeds `plan` (dBFS levels for a number of frames each) and returns what the gate said, in ms. */
function run(plan: [db: number, frames: number][], redemptionMs = 300) {
  const said: string[] = [];
  const gate = createEnergyGate(
    {
      onSpeechStart: (at) => said.push(`start ${at}`),
      onSpeechEnd: (at) => said.push(`end ${at}`),
      onMisfire: () => said.push("misfire"),
    },
    redemptionMs,
  );
  let t = 0;
  for (const [db, frames] of plan) {
    for (let i = 0; i < frames; i++, t += ENERGY_FRAME_MS) gate.push(db, t);
  }
  return said;
}

describe("the light voice detector", () => {
  it("hears a voice over a quiet room from where it began to where it stopped", () => {
    // 1 s of room noise at -60 dB, 2 s of voice at -25 dB, 1 s of room noise.
    expect(
      run([
        [-60, 25],
        [-25, 50],
        [-60, 25],
      ]),
    ).toEqual(["start 1000", "end 3000"]);
  });

  it("keeps one stretch across a pause shorter than the redemption time, and splits at a longer one", () => {
    expect(
      run([
        [-60, 25],
        [-25, 25],
        [-60, 5],
        [-25, 25],
        [-60, 25],
      ]),
    ).toEqual(["start 1000", "end 3200"]);
    expect(
      run([
        [-60, 25],
        [-25, 25],
        [-60, 10],
        [-25, 25],
        [-60, 25],
      ]),
    ).toEqual(["start 1000", "end 2000", "start 2400", "end 3400"]);
  });

  it("lets a click or a knock go: too short to start, or too short to be speech", () => {
    expect(
      run([
        [-60, 25],
        [-20, 1],
        [-60, 25],
      ]),
    ).toEqual([]);
    expect(
      run([
        [-60, 25],
        [-20, 4],
        [-60, 25],
      ]),
    ).toEqual(["start 1000", "misfire"]);
  });

  it("hears nothing in silence, in a steady noise, or from a muted microphone", () => {
    expect(run([[-60, 100]])).toEqual([]);
    // A fan that is always on is the floor: not speech.
    expect(run([[-35, 200]])).toEqual([]);
    // A long voice without a gap is not the floor within five seconds.
    expect(
      run([
        [-60, 25],
        [-25, 100],
        [-60, 25],
      ]),
    ).toEqual(["start 1000", "end 5000"]);
    expect(run([[-Infinity, 100]])).toEqual([]);
  });

  it("follows a room that gets noisier, and still hears a voice above it", () => {
    // Quiet, then a louder steady hum for 10 s (heard as sound at first, then taken in as the
    // floor), then a voice over the hum, with the gaps between its words.
    const words: [number, number][] = Array.from({ length: 10 }, (_, i): [number, number] => (i % 2 ? [-45, 2] : [-20, 8])).slice(0, 9);
    const said = run([[-70, 25], [-45, 250], ...words, [-45, 25]]);
    expect(said.slice(0, 2)).toEqual(["start 1000", expect.stringMatching(/^end /)]);
    expect(Number(said[1]!.split(" ")[1])).toBeLessThan(1000 + 5000);
    expect(said.at(-2)).toBe(`start ${(25 + 250) * ENERGY_FRAME_MS}`);
    const spoken = words.reduce((sum, [, frames]) => sum + frames, 0);
    expect(said.at(-1)).toBe(`end ${(25 + 250 + spoken) * ENERGY_FRAME_MS}`);
  });

  it("never takes a quiet room's whisper-level noise for a voice", () => {
    // 12 dB over a very quiet floor, yet under the absolute minimum for a voice.
    expect(
      run([
        [-80, 25],
        [-60, 50],
        [-80, 25],
      ]),
    ).toEqual([]);
  });
});
