// The data export archive: one JSON file per table that names the candidate (found by the schema
// walk in candidate-data.ts) and every stored file, zipped by yazl as a stream straight into
// storage. Tables are read a page at a time and files only when the zip reaches them, so neither
// the archive nor any one table is ever whole in memory. A table or file that cannot be read
// fails the whole archive (its output stream errors) instead of leaving the zip waiting forever.
import { Readable } from "node:stream";
import yazl from "yazl";
import { storage } from "@/lib/storage";
import { modelOf, runtimeDataModel } from "@/lib/db/data-model";
import { candidateFileKeys, candidateTables, delegateOf } from "./candidate-data";
import { secretColumns } from "./columns";

const PAGE = 500;
/** Earlier export archives are not put inside the new one. */
const NOT_EXPORTED_FILES_OF = ["DataExport"];

/** Secrets are never exported, even hashed. */
function clean(row: Record<string, unknown>, secrets: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([field]) => !secrets.includes(field)));
}

async function* tableJson(
  source: { model: string; delegate: string; where: (id: string) => Record<string, unknown>; orderById: boolean },
  candidateId: string,
): AsyncGenerator<string> {
  const secrets = secretColumns(source.model);
  yield "[";
  let first = true;
  for (let skip = 0; ; skip += PAGE) {
    const rows = await delegateOf(source).findMany({
      where: source.where(candidateId),
      take: PAGE,
      skip,
      ...(source.orderById ? { orderBy: { id: "asc" } } : {}),
    });
    for (const row of rows) {
      yield `${first ? "" : ","}\n${JSON.stringify(clean(row, secrets))}`;
      first = false;
    }
    if (rows.length < PAGE) break;
  }
  yield "\n]\n";
}

function lazyFile(key: string): Readable {
  return Readable.from(
    (async function* () {
      const file = await storage().get(key);
      if (file) yield* file.body;
    })(),
  );
}

export interface ExportContents {
  tables: string[];
  files: string[];
}

/** Starts the zip and returns its output stream with what it will hold. */
export async function buildExportArchive(candidateId: string): Promise<{ stream: Readable } & ExportContents> {
  const dataModel = runtimeDataModel();
  const hasId = (model: string) => modelOf(dataModel, model).fields.some((f) => f.name === "id" && f.kind === "scalar");
  const sources = [
    { model: "Candidate", table: modelOf(dataModel, "Candidate").dbName ?? "candidates", delegate: "candidate", where: (id: string) => ({ id }) },
    ...candidateTables(dataModel),
  ];
  const files = await candidateFileKeys(candidateId, { exclude: NOT_EXPORTED_FILES_OF });
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // yazl does not watch its inputs: the first one to fail ends the archive with its error.
  const entry = (stream: Readable) => stream.on("error", (error) => output.destroy(error));
  const mtime = new Date();
  zip.addBuffer(
    Buffer.from(
      `This archive holds everything we keep about you.\n\ndata/<table>.json: the rows of each table that names you.\nfiles/: your CV, photo, videos and other files, under their storage names.\n`,
    ),
    "README.txt",
    { mtime },
  );
  for (const source of sources) {
    const stream = Readable.from(tableJson({ ...source, orderById: hasId(source.model) }, candidateId));
    zip.addReadStream(entry(stream), `data/${source.table}.json`, { mtime });
  }
  for (const key of files) zip.addReadStream(entry(lazyFile(key)), `files/${key}`, { mtime, compress: false });
  zip.end();
  return { stream: output, tables: sources.map((s) => s.table), files };
}
