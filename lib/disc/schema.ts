// Request bodies of the DISC routes, shared by the test page and the route handlers.
import { z } from "zod";

export const DISC_MESSAGES = {
  malformed: "Answers must be a list of { blockId, most, least } with statement ids.",
  unknown: "That answer names a block or statement the test does not have.",
  duplicate: "Each block can be answered only once.",
  sameChoice: "Pick different statements for most like you and least like you.",
  incomplete: "Please answer every block: pick one statement most like you and one least like you.",
} as const;

const id = z.string({ error: DISC_MESSAGES.malformed }).min(1, { error: DISC_MESSAGES.malformed }).max(16, { error: DISC_MESSAGES.unknown });

export const ZDiscAnswer = z.object({ blockId: id, most: id, least: id }, { error: DISC_MESSAGES.malformed });

export const ZDiscTest = z.object(
  { answers: z.array(ZDiscAnswer, { error: DISC_MESSAGES.malformed }).max(48, { error: DISC_MESSAGES.duplicate }) },
  { error: DISC_MESSAGES.malformed },
);
export type TDiscTest = z.infer<typeof ZDiscTest>;

/** A block answered part-way: either choice may still be missing. */
export const ZDiscProgressAnswer = z.object({ blockId: id, most: id.nullable(), least: id.nullable() }, { error: DISC_MESSAGES.malformed });
export type TDiscProgressAnswer = z.infer<typeof ZDiscProgressAnswer>;

export const ZDiscProgress = z.object(
  { answers: z.array(ZDiscProgressAnswer, { error: DISC_MESSAGES.malformed }).max(48, { error: DISC_MESSAGES.duplicate }) },
  { error: DISC_MESSAGES.malformed },
);
export type TDiscProgress = z.infer<typeof ZDiscProgress>;
