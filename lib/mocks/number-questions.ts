// Question numbers count from 1, and the position stored is the number a candidate sees and
// answers (`qnum`): question 1 is stored at position 1. Every writer of a mock's questions — the
// generator, the seed, the test factories — numbers them here, and the database refuses a
// position below 1, so no answer can land under the question after the one on screen.
export function numberQuestions(texts: readonly string[]): { position: number; text: string }[] {
  return texts.map((text, index) => ({ position: index + 1, text }));
}
