// The 24 blocks of the test. Each holds one statement of every style; the style order changes from
// block to block (all 24 orders, once each) so no position gives a style away. Statement ids name
// the block and the position only: the style stays on the server.
import { DISC_STATEMENTS, DISC_TWINS } from "./statements";
import { isDiscStyle, type DiscStyle } from "./styles";

/** `key`: the statement's name in the message catalogs' `discStatements` ("D01" … "C24"). */
export type DiscStatement = { id: string; text: string; style: DiscStyle; key: string };
export type DiscBlock = { id: string; statements: DiscStatement[] };
/** What the browser gets: no styles. */
export type PublicDiscBlock = { id: string; statements: { id: string; text: string }[] };

const ORDERS = [
  "SIDC",
  "CDIS",
  "ISCD",
  "DCSI",
  "SCID",
  "ICSD",
  "CSDI",
  "DSIC",
  "IDCS",
  "CISD",
  "SDCI",
  "DICS",
  "CSID",
  "ISDC",
  "SCDI",
  "DCIS",
  "ICDS",
  "CIDS",
  "SICD",
  "DSCI",
  "IDSC",
  "CDSI",
  "SDIC",
  "DISC",
] as const;

/** Which statement of each style goes into block k: staggered so neighbours in a list never meet. */
const OFFSET: Record<DiscStyle, number> = { D: 0, I: 5, S: 11, C: 17 };

export const DISC_BLOCK_COUNT: number = ORDERS.length;

function statementIndex(style: DiscStyle, block: number): number {
  return (block + OFFSET[style]) % DISC_BLOCK_COUNT;
}

export const DISC_BLOCKS: readonly DiscBlock[] = ORDERS.map((order, k) => {
  const id = `b${String(k + 1).padStart(2, "0")}`;
  const statements = [...order].map((letter, position) => {
    if (!isDiscStyle(letter)) throw new Error(`Unknown style ${letter}`);
    const index = statementIndex(letter, k);
    const key = `${letter}${String(index + 1).padStart(2, "0")}`;
    return { id: `${id}-${position + 1}`, text: DISC_STATEMENTS[letter][index]!, style: letter, key };
  });
  return { id, statements };
});

const STATEMENT_BY_ID = new Map(DISC_BLOCKS.flatMap((b) => b.statements.map((s) => [s.id, { ...s, blockId: b.id }] as const)));
export const DISC_BLOCK_IDS: readonly string[] = DISC_BLOCKS.map((b) => b.id);

export function findStatement(id: string) {
  return STATEMENT_BY_ID.get(id);
}

/** The blocks as the browser gets them; `texts` (the catalog's `discStatements`) gives each statement in the candidate's language. */
export function publicDiscBlocks(texts?: Readonly<Record<string, string>>): PublicDiscBlock[] {
  return DISC_BLOCKS.map((b) => ({ id: b.id, statements: b.statements.map(({ id, text, key }) => ({ id, text: texts?.[key] ?? text })) }));
}

function statementIdFor(style: DiscStyle, index: number): string {
  const block = (index - OFFSET[style] + DISC_BLOCK_COUNT) % DISC_BLOCK_COUNT;
  const found = DISC_BLOCKS[block]!.statements.find((s) => s.style === style)!;
  return found.id;
}

/** Twin statements (same style, same meaning) as statement ids. */
export const DISC_TWIN_IDS: readonly [string, string][] = DISC_TWINS.map((t) => [statementIdFor(t.style, t.a), statementIdFor(t.style, t.b)]);
