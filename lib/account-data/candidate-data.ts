// Every table that names a candidate, found by walking Prisma's data model at run time: a model
// belongs to the candidate when it has a foreign key (field `x` with scalar `xId`) to Candidate or
// to a model that already does (Mock → MockQuestion → MockAnswer). Tables other branches add are
// covered without a change here; candidate-data.integration.test.ts checks the walk against
// PostgreSQL's own catalog of foreign keys.
import { db } from "@/lib/db/client";
import { modelOf, runtimeDataModel, type RuntimeDataModel, type RuntimeModel } from "@/lib/db/data-model";
import { storedFileColumns } from "./columns";

/** A Prisma `where` that selects a model's rows belonging to one candidate. */
export type Where = Record<string, unknown>;

export interface CandidateTable {
  /** Prisma model name, e.g. "MockAnswer". */
  model: string;
  /** The database table, e.g. "mock_answers". */
  table: string;
  /** The client's delegate property, e.g. "mockAnswer". */
  delegate: string;
  /** Columns that hold storage keys, as declared in columns.ts. */
  fileFields: string[];
  /** How far from Candidate (1 = a direct foreign key). */
  depth: number;
  where(candidateId: string): Where;
}

const MAX_DEPTH = 5;

function delegateName(model: string): string {
  return model.charAt(0).toLowerCase() + model.slice(1);
}

/** The foreign keys a model holds: its relation field, the scalar column and the parent model. */
function foreignKeys(model: RuntimeModel): { field: string; column: string; parent: string }[] {
  const scalars = new Set(model.fields.filter((f) => f.kind === "scalar").map((f) => f.name));
  return model.fields.filter((f) => f.kind === "object" && scalars.has(`${f.name}Id`)).map((f) => ({ field: f.name, column: `${f.name}Id`, parent: f.type }));
}

/**
 * Every model holding the candidate's rows except Candidate itself, shallowest first. A model
 * reached by several paths (Interview: by candidateId and through its application) gets an OR.
 */
export function candidateTables(dataModel: RuntimeDataModel = runtimeDataModel()): CandidateTable[] {
  // paths[model] = the `where`s (as functions) that reach Candidate from it
  const paths = new Map<string, { depth: number; build: ((id: string) => Where)[] }>();
  let frontier = new Map<string, (id: string) => Where>([["Candidate", (id) => ({ id })]]);
  for (let depth = 1; depth <= MAX_DEPTH && frontier.size > 0; depth++) {
    const next = new Map<string, (id: string) => Where>();
    for (const [name, model] of Object.entries(dataModel.models)) {
      if (name === "Candidate") continue;
      for (const fk of foreignKeys(model)) {
        const parentWhere = frontier.get(fk.parent);
        if (!parentWhere) continue;
        const build = fk.parent === "Candidate" ? (id: string) => ({ [fk.column]: id }) : (id: string) => ({ [fk.field]: parentWhere(id) });
        const entry = paths.get(name) ?? { depth, build: [] };
        entry.build.push(build);
        paths.set(name, entry);
        // Follow each new path one level further, keeping the nesting.
        const key = `${name}`;
        const previous = next.get(key);
        next.set(key, previous ? (id) => ({ OR: [previous(id), build(id)] }) : build);
      }
    }
    frontier = next;
  }
  return [...paths.entries()]
    .map(([model, { depth, build }]) => ({
      model,
      table: modelOf(dataModel, model).dbName ?? model,
      delegate: delegateName(model),
      fileFields: storedFileColumns(model),
      depth,
      where: (id: string) => (build.length === 1 ? build[0]!(id) : { OR: build.map((b) => b(id)) }),
    }))
    .sort((a, b) => a.depth - b.depth || a.model.localeCompare(b.model));
}

type Delegate = {
  findMany(args: { where: Where; take?: number; skip?: number; orderBy?: unknown; select?: Record<string, boolean> }): Promise<Record<string, unknown>[]>;
  count(args: { where: Where }): Promise<number>;
};

export function delegateOf(table: Pick<CandidateTable, "delegate">): Delegate {
  const delegate = (db() as unknown as Record<string, Delegate | undefined>)[table.delegate];
  if (!delegate) throw new Error(`No Prisma delegate "${table.delegate}"`);
  return delegate;
}

/** Every storage key the candidate's rows point at (Candidate's own photo and CV included). */
export async function candidateFileKeys(candidateId: string, options: { exclude?: string[] } = {}): Promise<string[]> {
  const dataModel = runtimeDataModel();
  const keys = new Set<string>();
  const sources = [
    { delegate: "candidate", model: "Candidate", fileFields: storedFileColumns("Candidate"), where: (id: string) => ({ id }) },
    ...candidateTables(dataModel),
  ];
  for (const source of sources) {
    if (source.fileFields.length === 0 || options.exclude?.includes(source.model)) continue;
    const select = Object.fromEntries(source.fileFields.map((f) => [f, true]));
    const rows = await delegateOf(source).findMany({ where: source.where(candidateId), select });
    for (const row of rows) {
      for (const field of source.fileFields) {
        const value = row[field];
        if (typeof value === "string" && value) keys.add(value);
      }
    }
  }
  return [...keys];
}
