// Hot reads: the few reads every page makes (the session's candidate, job cards, the job page, the
// profile, the bell), each one named prepared statement on the shared pool (lib/db/prepared.ts).
// A named statement is parsed once per connection, and rows skip Prisma's query engine.
//
// Each is defined once, with hotRead(), and listed in lib/hot-reads.ts:
// - `select`: the Prisma select it reads, and `reference`: the Prisma query that answers the same
//   input. The reference's answer type is the read's answer type, and
//   lib/hot-reads.integration.test.ts checks that both answer alike, read by read.
// - `sql` and `values`: the statement. It answers one row per result, a column per selected field
//   under the field's name: scalars as they are (enums as text), a relation as JSON
//   (json_build_object for one, a JSON array for a list, `_count` as an object of counts).
// - `extra`: columns the statement adds beyond the select (a card's head of the description), with
//   their types.
// Rows become answers here, by the select and Prisma's data model, so no row type is written twice.
import type { Prisma } from "@/generated/prisma/client";
import { modelOf, runtimeDataModel, type RuntimeDataModel } from "./data-model";
import { prepared } from "./prepared";

type SelectTree = { [field: string]: unknown };
type ExtraColumns = Record<string, (value: never) => unknown>;
type ExtraValues<E extends ExtraColumns> = { [K in keyof E]: ReturnType<E[K]> };

export type HotRead<Input, Answer, Extra extends ExtraColumns = ExtraColumns> = {
  name: string;
  sql: string;
  /** Runs the statement: the answers, in the statement's order. */
  run(input: Input): Promise<(Answer & ExtraValues<Extra>)[]>;
  /** The answers from rows of the same columns read by another statement (one that reads a page and its rows at once). */
  fromRows(rows: Record<string, unknown>[], input: Input): (Answer & ExtraValues<Extra>)[];
  /** What Prisma answers for the same input: the read must answer exactly this (extra columns aside). */
  reference(input: Input): Promise<Answer[]>;
  /** The Prisma select it reads for `input`. */
  select(input: Input): SelectTree;
  /** The names of the extra columns. */
  extra: (keyof Extra & string)[];
};

/** Defines a hot read; see the top of this file. */
export function hotRead<Input, Answer, Extra extends ExtraColumns = Record<never, never>>(definition: {
  name: string;
  model: Prisma.ModelName;
  select: (input: Input) => SelectTree;
  reference: (input: Input) => Promise<Answer[]>;
  sql: string;
  values: (input: Input) => unknown[];
  extra?: Extra;
}): HotRead<Input, Answer, Extra> {
  const statement = prepared<Record<string, unknown>>(definition.sql);
  const extra = Object.keys(definition.extra ?? {}) as (keyof Extra & string)[];
  const fromRows = (rows: Record<string, unknown>[], input: Input) => {
    const dataModel = runtimeDataModel();
    const select = definition.select(input);
    return rows.map((row) => {
      const answer = fromColumns(dataModel, definition.model, select, row, definition.name);
      for (const column of extra) answer[column] = row[column];
      return answer as Answer & ExtraValues<Extra>;
    });
  };
  return {
    name: definition.name,
    sql: definition.sql,
    extra,
    reference: definition.reference,
    select: definition.select,
    fromRows,
    run: async (input) => fromRows(await statement(definition.values(input)), input),
  };
}

/** A JSON timestamp from PostgreSQL: ISO text without a zone, in UTC like every stored time. */
function toDate(value: unknown): Date | null {
  if (value === null || value instanceof Date) return value;
  return new Date(`${String(value)}Z`);
}

function nestedSelect(value: unknown, field: string, read: string): SelectTree {
  const select = (value as { select?: SelectTree }).select;
  if (!select) throw new Error(`hot read "${read}": the relation "${field}" needs its own select`);
  return select;
}

/** The answer Prisma would give for `select` on `model`, from a row (or a JSON object) of the statement. */
function fromColumns(dataModel: RuntimeDataModel, model: string, select: SelectTree, row: Record<string, unknown>, read: string) {
  const fields = modelOf(dataModel, model).fields;
  const answer: Record<string, unknown> = {};
  for (const [name, wanted] of Object.entries(select)) {
    if (!wanted) continue;
    if (!(name in row)) throw new Error(`hot read "${read}": the statement answers no "${name}" of ${model}`);
    const value = row[name];
    if (name === "_count") {
      answer[name] = value;
      continue;
    }
    const field = fields.find((f) => f.name === name);
    if (!field) throw new Error(`hot read "${read}": ${model} has no field "${name}"`);
    if (field.kind === "object") {
      const inner = nestedSelect(wanted, name, read);
      const one = (item: unknown) => (item === null ? null : fromColumns(dataModel, field.type, inner, item as Record<string, unknown>, read));
      answer[name] = Array.isArray(value) ? value.map(one) : one(value);
    } else if (field.type === "DateTime") {
      answer[name] = toDate(value);
    } else if (field.type === "BigInt" || field.type === "Decimal" || field.type === "Bytes") {
      throw new Error(`hot read "${read}": ${field.type} columns are not read by hot reads`);
    } else {
      answer[name] = value;
    }
  }
  return answer;
}
