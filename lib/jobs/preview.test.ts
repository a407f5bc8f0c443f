import { describe, expect, it } from "vitest";
import { descriptionPreview, previewFromHead } from "./preview";

// A small seeded generator, so a failure can be replayed.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomText(random: () => number): string {
  const pieces = ["word", "Bengaluru", "React", " ", "  ", "\n\n", "\t", "—", "😀", "full-time", "x".repeat(30)];
  return Array.from({ length: Math.floor(random() * 120) }, () => pieces[Math.floor(random() * pieces.length)]).join(random() < 0.5 ? " " : "");
}

describe("a preview from the head of a description", () => {
  it("is the whole text's preview whenever it gives one, for any head length", () => {
    const random = seeded(42);
    for (let i = 0; i < 2_000; i++) {
      const text = randomText(random);
      const headLength = Math.floor(random() * 500);
      const head = text.slice(0, headLength);
      const preview = previewFromHead(head, head.length === text.length);
      if (preview === null) {
        expect(head.length).toBeLessThan(text.length);
        expect(head.replace(/\s+/g, " ").trim().length).toBeLessThanOrEqual(200);
      } else {
        expect(preview).toBe(descriptionPreview(text));
      }
    }
  });

  it("asks for the whole text when the head is mostly whitespace", () => {
    const text = `${"\n".repeat(390)}Lead the night shift. ${"Keep every line running. ".repeat(20)}`;
    expect(previewFromHead(text.slice(0, 400), false)).toBeNull();
    expect(previewFromHead(text, true)).toBe(descriptionPreview(text));
  });
});
