// What a column holds, declared rather than guessed from its name: a ledger's `idempotencyKey`
// ("order:…") is no storage key, and a column named like a secret may not be one. The export
// copies the stored files and leaves the secrets out; erasure deletes the files. A new column
// that holds a file or a secret is added here (account-data.integration.test.ts fails until it is).
import type { Prisma } from "@/generated/prisma/client";

type Scalars<M extends Prisma.ModelName> = Prisma.TypeMap["model"][M]["payload"]["scalars"];
/** The model's columns that hold text. */
type TextColumn<M extends Prisma.ModelName> = {
  [K in keyof Scalars<M>]: Scalars<M>[K] extends string | null ? K : never;
}[keyof Scalars<M>];
type ColumnsByModel = { [M in Prisma.ModelName]?: readonly TextColumn<M>[] };

/** Columns whose value is a storage key (a file on disk or an S3 object). */
export const STORED_FILE_COLUMNS = {
  Candidate: ["resumeKey", "photoKey"],
  ProfileVideo: ["videoKey"],
  Mock: ["resumeKey"],
  MockQuestion: ["audioKey"],
  MockAnswer: ["videoKey"],
  MockRetake: ["videoKey"],
  InterviewQuestion: ["audioKey"],
  InterviewAnswer: ["videoKey"],
  DataExport: ["archiveKey"],
} as const satisfies ColumnsByModel;

/** Columns holding a secret or its hash: never exported, not even hashed. */
export const SECRET_COLUMNS = {
  Candidate: ["passwordHash"],
  OtpChallenge: ["codeHash"],
  AccountVerifyToken: ["tokenHash"],
  PartnerApiKey: ["keyHash"],
  Interview: ["tokenHash"],
  ShareToken: ["tokenHash"],
  DataExport: ["secretHash"],
  JobAlertDigest: ["tokenHash"],
  WebhookEndpoint: ["secret"],
} as const satisfies ColumnsByModel;

function columnsOf(declared: ColumnsByModel, model: string): string[] {
  return [...((declared as Record<string, readonly string[] | undefined>)[model] ?? [])];
}

export function storedFileColumns(model: string): string[] {
  return columnsOf(STORED_FILE_COLUMNS, model);
}

export function secretColumns(model: string): string[] {
  return columnsOf(SECRET_COLUMNS, model);
}
