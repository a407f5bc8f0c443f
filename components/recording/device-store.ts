// Recordings kept on this device (IndexedDB) from their first second until the server confirms
// them: a reload, a crash or a closed tab loses nothing. Chunks are written as the recorder makes
// them; the recording's entry says what it is, where it goes and what goes with it. The page keeps
// its own copy too, sent while the page lives: where the browser gives no IndexedDB, refuses a
// Blob (Safari's private browsing) or the phone is full, the recording is held in memory alone and
// `keepTrouble()` says why, so the candidate is told to keep the page open.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { KEPT_DB_NAME as DB_NAME } from "./kept-probe";
import { CANDIDATE_OWNER_PREFIX } from "./owner-key";

export type RecordingKind = "mock-answer" | "retake" | "interview-answer" | "profile-video";

export type KeptRecording = {
  id: string;
  /** Whose it is: "candidate:<id>" (signed in) or "link:<hash of the interview link's token>". */
  owner: string;
  /** What it belongs to: "mock:<id>", "interview:<id>" or "profile". */
  scope: string;
  kind: RecordingKind;
  /** The question it answers (from 1), when it answers one. */
  qnum: number | null;
  /** Which take of that answer it is (from 1), where an answer may be recorded again. */
  take?: number;
  /** For a follow-up question: the main question it follows (the number a candidate reads). */
  followUpOf?: number | null;
  url: string;
  fields: [string, string][];
  fileField: string;
  fileName: string;
  type: string;
  /**
   * recording: chunks still coming, or the page died while they were (sent as far as it got);
   * draft: complete, waiting for the candidate to choose it; ready: complete and to be sent.
   */
  state: "recording" | "draft" | "ready";
  /** For a recording cut short: the field that carries its length, filled from its chunks. */
  durationField?: string;
  chunks: number;
  createdAt: number;
  /** Where its bytes are on the server (tus), for the recording of `uploadSize` bytes it was begun with. */
  uploadUrl?: string;
  uploadSize?: number;
};

type Chunk = { recordingId: string; seq: number; blob: Blob };

/** Words typed for an answer, kept until the server confirms them. */
type KeptDraft = { key: string; owner: string; text: string; updatedAt: number };

/** What the device check chose for one mock or interview: a reload goes on as the candidate chose. */
/** `checked`: the device check's preview was passed in this mock or interview on this device. */
export type DeviceChoice = { audioOnly: boolean; checked?: boolean };
type KeptChoice = DeviceChoice & { key: string; owner: string };

interface KeptSchema extends DBSchema {
  recordings: { key: string; value: KeptRecording; indexes: { owner: string } };
  chunks: { key: [string, number]; value: Chunk };
  drafts: { key: string; value: KeptDraft; indexes: { owner: string } };
  choices: { key: string; value: KeptChoice; indexes: { owner: string } };
}

let opened: Promise<IDBPDatabase<KeptSchema> | null> | null = null;
function database(): Promise<IDBPDatabase<KeptSchema> | null> {
  opened ??= Promise.resolve()
    .then(() =>
      openDB<KeptSchema>(DB_NAME, 3, {
        upgrade(db, from) {
          if (from < 1) {
            db.createObjectStore("recordings", { keyPath: "id" }).createIndex("owner", "owner");
            db.createObjectStore("chunks", { keyPath: ["recordingId", "seq"] });
          }
          if (from < 2) db.createObjectStore("drafts", { keyPath: "key" }).createIndex("owner", "owner");
          if (from < 3) db.createObjectStore("choices", { keyPath: "key" }).createIndex("owner", "owner");
        },
      }),
    )
    .catch(() => null);
  return opened;
}

// What this page recorded, held in memory until the server has it. The device store may refuse a
// recording under it (WebKit's private sessions refuse Blobs; a full phone refuses any write), and
// a refusal can come at any chunk: the page's own copy is whole, so while the page lives it is the
// copy that is sent.
const held = new Map<string, { record: KeptRecording; chunks: Blob[] }>();
// Recordings whose device copy failed: no more writes are tried for them.
const unkept = new Set<string>();
// Words typed and device choices, when IndexedDB is not there at all.
const memory = { drafts: new Map<string, KeptDraft>(), choices: new Map<string, KeptChoice>() };

/** Why this device cannot keep recordings: the browser will not, or the phone is full. */
export type KeepTrouble = "cannot-keep" | "full";
let trouble: KeepTrouble | null = null;
const troubleListeners = new Set<() => void>();

function noteTrouble(id: string, error: unknown) {
  unkept.add(id);
  const next: KeepTrouble = (error as { name?: string } | null)?.name === "QuotaExceededError" ? "full" : "cannot-keep";
  if (trouble === next || trouble === "full") return;
  trouble = next;
  for (const listener of troubleListeners) listener();
}

/** What went wrong keeping a recording on this device, once it has (null while nothing has). */
export function keepTrouble(): KeepTrouble | null {
  return trouble;
}

/** False for a recording the device store could not keep: it lives in this page alone. */
export function keptOnDevice(id: string): boolean {
  return !unkept.has(id);
}

export function onKeepTrouble(listener: () => void): () => void {
  troubleListeners.add(listener);
  return () => void troubleListeners.delete(listener);
}

// Writes to one recording happen in order: its last chunk lands before it is marked complete.
const queues = new Map<string, Promise<unknown>>();
function inOrder<T>(id: string, write: () => Promise<T>): Promise<T> {
  const next = (queues.get(id) ?? Promise.resolve()).then(write, write);
  queues.set(
    id,
    next.catch(() => undefined),
  );
  return next;
}

/** Runs a device write for recording `id` unless its device copy already failed; a failure is noted, never thrown. */
function deviceWrite(id: string, write: (db: IDBPDatabase<KeptSchema>) => Promise<unknown>): Promise<void> {
  return inOrder(id, async () => {
    if (unkept.has(id)) return;
    const db = await database();
    if (!db) return noteTrouble(id, null);
    try {
      await write(db);
    } catch (error) {
      noteTrouble(id, error);
    }
  });
}

export function newRecordingId(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function beginKept(entry: Omit<KeptRecording, "chunks" | "createdAt" | "state">): Promise<void> {
  const record: KeptRecording = { ...entry, state: "recording", chunks: 0, createdAt: Date.now() };
  held.set(record.id, { record, chunks: [] });
  return deviceWrite(record.id, (db) => db.put("recordings", record));
}

export function keepChunk(id: string, seq: number, blob: Blob): Promise<void> {
  const mine = held.get(id);
  if (mine) {
    mine.chunks[seq] = blob;
    mine.record = { ...mine.record, chunks: Math.max(mine.record.chunks, seq + 1) };
  }
  return deviceWrite(id, async (db) => {
    const tx = db.transaction(["recordings", "chunks"], "readwrite");
    // A failed write rejects both the request and the transaction: both are seen to.
    const done = tx.done;
    try {
      const record = await tx.objectStore("recordings").get(id);
      if (!record) return await done;
      await tx.objectStore("chunks").put({ recordingId: id, seq, blob });
      await tx.objectStore("recordings").put({ ...record, chunks: Math.max(record.chunks, seq + 1) });
      await done;
    } catch (error) {
      done.catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Marks the recording complete, with what goes with it now that it is known. `chunks` is how many
 * the recorder made: a device copy holding fewer is known to be cut, never taken for the whole.
 */
export function finishKept(id: string, patch: Partial<Pick<KeptRecording, "fields" | "fileName" | "type" | "state" | "chunks">>): Promise<void> {
  const mine = held.get(id);
  if (mine) mine.record = { ...mine.record, state: "ready", ...patch };
  return inOrder(id, async () => {
    const db = await database();
    if (!db) return;
    try {
      const record = await db.get("recordings", id);
      if (record) await db.put("recordings", { ...record, state: "ready", ...patch });
    } catch (error) {
      noteTrouble(id, error);
    }
  });
}

/** Remembers where the server keeps this recording's bytes (or forgets it, with null): a reload goes on from there. */
export function keepUploadUrl(id: string, url: string | null, size: number): Promise<void> {
  const patch = url ? { uploadUrl: url, uploadSize: size } : { uploadUrl: undefined, uploadSize: undefined };
  const mine = held.get(id);
  if (mine) mine.record = { ...mine.record, ...patch };
  return inOrder(id, async () => {
    const db = await database();
    const record = await db?.get("recordings", id).catch(() => undefined);
    if (db && record) await db.put("recordings", { ...record, ...patch }).catch(() => undefined);
  });
}

/**
 * The recording's entry and its bytes, or null when it is gone. This page's own copy wins; a
 * device copy with a chunk missing gives the chunks before the gap, marked `cut` with how many.
 */
export async function readKept(id: string): Promise<{ record: KeptRecording; blob: Blob; cut: number | null } | null> {
  await queues.get(id);
  const mine = held.get(id);
  if (mine) return { record: mine.record, blob: new Blob(mine.chunks.filter(Boolean), { type: mine.record.type }), cut: null };
  const db = await database();
  if (!db) return null;
  try {
    const record = await db.get("recordings", id);
    if (!record) return null;
    const chunks = (await db.getAll("chunks", IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]))).sort((a, b) => a.seq - b.seq);
    let whole = 0;
    while (chunks[whole]?.seq === whole) whole++;
    const blob = new Blob(
      chunks.slice(0, whole).map((c) => c.blob),
      { type: record.type },
    );
    return { record, blob, cut: whole < record.chunks || whole < chunks.length ? whole : null };
  } catch {
    return null;
  }
}

export async function listKept(filter: { owner: string; scope?: string }): Promise<KeptRecording[]> {
  const db = await database();
  const stored = db ? await db.getAllFromIndex("recordings", "owner", filter.owner).catch(() => []) : [];
  const mine = [...held.values()].map((h) => h.record).filter((r) => r.owner === filter.owner);
  const all = [...mine, ...stored.filter((r) => !held.has(r.id))];
  return all.filter((r) => !filter.scope || r.scope === filter.scope).sort((a, b) => a.createdAt - b.createdAt);
}

export function dropKept(id: string): Promise<void> {
  held.delete(id);
  return inOrder(id, async () => {
    const db = await database();
    if (!db) return;
    const tx = db.transaction(["recordings", "chunks"], "readwrite");
    tx.objectStore("recordings")
      .delete(id)
      .catch(() => undefined);
    tx.objectStore("chunks")
      .delete(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]))
      .catch(() => undefined);
    await tx.done.catch(() => undefined);
  });
}

/** Keeps the words typed so far under `key` (null: forgets them); writes to one key land in order. */
export function keepDraft(key: string, owner: string, text: string | null): Promise<void> {
  return inOrder(`draft:${key}`, async () => {
    const db = await database();
    if (text === null) return void (db ? await db.delete("drafts", key) : memory.drafts.delete(key));
    const draft: KeptDraft = { key, owner, text, updatedAt: Date.now() };
    if (db) await db.put("drafts", draft);
    else memory.drafts.set(key, draft);
  });
}

/** The words kept under `key`, or null. */
export async function readDraft(key: string): Promise<string | null> {
  await queues.get(`draft:${key}`);
  const db = await database();
  const draft = db ? await db.get("drafts", key) : memory.drafts.get(key);
  return draft?.text ?? null;
}

/** Signing out: the signed-in candidates' recordings, typed words and choices are forgotten (those of an interview link stay with the link). */
export function dropCandidateRecordings(): Promise<void> {
  return dropOwned(CANDIDATE_OWNER_PREFIX);
}

const choiceKey = (owner: string, scope: string) => `${owner} ${scope}`;

/** Keeps the device check's choice for one mock or interview ("mock:<id>", "interview:<id>"). */
export async function keepChoice(owner: string, scope: string, choice: DeviceChoice): Promise<void> {
  const record: KeptChoice = { key: choiceKey(owner, scope), owner, audioOnly: choice.audioOnly, checked: choice.checked ?? false };
  const db = await database();
  if (db) await db.put("choices", record).catch(() => undefined);
  else memory.choices.set(record.key, record);
}

/** The choice kept for this mock or interview on this device, or null when none was made here. */
export async function readChoice(owner: string, scope: string): Promise<DeviceChoice | null> {
  const db = await database();
  const record = db ? await db.get("choices", choiceKey(owner, scope)).catch(() => undefined) : memory.choices.get(choiceKey(owner, scope));
  return record ? { audioOnly: record.audioOnly, checked: record.checked ?? false } : null;
}

async function dropOwned(prefix: string): Promise<void> {
  const db = await database();
  const stored = db ? await db.getAll("recordings").catch(() => []) : [];
  const ids = [...new Set([...stored.map((r) => r), ...[...held.values()].map((h) => h.record)].filter((r) => r.owner.startsWith(prefix)).map((r) => r.id))];
  const drafts = db
    ? (await db.getAll("drafts")).filter((d) => d.owner.startsWith(prefix)).map((d) => d.key)
    : [...memory.drafts.values()].filter((d) => d.owner.startsWith(prefix)).map((d) => d.key);
  const choices = db
    ? (await db.getAll("choices")).filter((c) => c.owner.startsWith(prefix)).map((c) => c.key)
    : [...memory.choices.values()].filter((c) => c.owner.startsWith(prefix)).map((c) => c.key);
  await Promise.all([
    ...ids.map(dropKept),
    ...drafts.map((key) => keepDraft(key, "", null)),
    ...choices.map((key) => (db ? db.delete("choices", key) : void memory.choices.delete(key))),
  ]);
}

export type StorageCheck = { persisted: boolean; freeBytes: number | null };

/** Asks the browser to keep our storage under pressure and says how much room is left. */
export async function prepareStorage(): Promise<StorageCheck> {
  const storage = typeof navigator !== "undefined" ? navigator.storage : undefined;
  const persisted = await (storage?.persist?.() ?? Promise.resolve(false)).catch(() => false);
  const estimate = await (storage?.estimate?.() ?? Promise.resolve(null)).catch(() => null);
  const freeBytes = estimate?.quota !== undefined ? Math.max(0, estimate.quota - (estimate.usage ?? 0)) : null;
  return { persisted, freeBytes };
}
