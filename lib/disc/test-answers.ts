// Builds answer sets for tests: "in block k, pick the statement of style X as most like me".
import { DISC_BLOCKS } from "./blocks";
import type { DiscAnswer } from "./score";
import type { DiscStyle } from "./styles";

type Pick = DiscStyle | ((block: number) => DiscStyle);
const at = (pick: Pick, k: number) => (typeof pick === "function" ? pick(k) : pick);

export function answersFor(most: Pick, least: Pick): DiscAnswer[] {
  return DISC_BLOCKS.map((block, k) => {
    const id = (style: DiscStyle) => block.statements.find((s) => s.style === style)!.id;
    return { blockId: block.id, most: id(at(most, k)), least: id(at(least, k)) };
  });
}

/** Cycles through a list of styles, block by block. */
export const cycle = (styles: DiscStyle[]) => (k: number) => styles[k % styles.length]!;
