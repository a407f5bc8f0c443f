// The one upload path: a kept recording is sent, retried by the retry policy until the server
// confirms or refuses it, and only then removed from the device. Screens watch its progress
// through `useSendStates`; several screens (or a reload) asking for the same recording share one send.
//
// The sending part (send-recording.ts with tus-js-client) loads only when something is to be sent,
// or ahead of it on the pages that record (`preloadSending`): the pages that only offer to send
// what an earlier visit kept do not download it for a device that holds nothing. A load that fails
// (the network went before the part came) is a failure to get through like any other: the
// recording stays on the device and the retry policy tries again, at once when the browser is back online.
import { useSyncExternalStore } from "react";
import { VIDEO_CONSTRAINTS } from "./capture-settings";
import { dropKept, keepUploadUrl, keptOnDevice, listKept, readKept, type KeptRecording } from "./device-store";
import { backoffMs, SEND_FAILED, verdictOf, waitToRetry } from "./retry-policy";
import type { SendResult } from "./send-recording";

export type SendState = {
  id: string;
  scope: string;
  kind: KeptRecording["kind"];
  qnum: number | null;
  /** Which take of its answer (from 1), where an answer may be recorded again. */
  take?: number;
  /** For a follow-up: the main question it follows. */
  followUpOf?: number | null;
  /** kept: on the device, not being sent now; waiting: sent and failed, trying again soon; empty: nothing was recorded, nothing sent. */
  state: "kept" | "sending" | "waiting" | "sent" | "refused" | "empty";
  /** Share of the bytes sent in the current attempt, 0 to 1. */
  progress: number;
  /** False when the device store could not keep it: it is held by this page alone. */
  onDevice?: boolean;
  error?: string;
};

export type SendOutcome =
  { state: "sent"; data: Record<string, unknown> } | { state: "refused"; status: number; error: string } | { state: "gone" } | { state: "empty" };

export type SendOptions = {
  headers?: () => Record<string, string>;
  /** Told of each attempt that failed and will be tried again (with the failure's words). */
  onRetry?: (error: string) => void;
};

type Sending = typeof import("./send-recording");
let sending: Promise<Sending> | null = null;

/** The sending part, loaded once; a load that failed is asked for again next time. */
function loadSending(): Promise<Sending> {
  sending ??= import("./send-recording").catch((error: unknown) => {
    sending = null;
    throw error;
  });
  return sending;
}

/** Starts loading the sending part now, so that a recording made after the network went can still be sent from this page. */
export function preloadSending(): void {
  void loadSending().catch(() => undefined);
}

let states: SendState[] = [];
const listeners = new Set<() => void>();
const running = new Map<string, Promise<SendOutcome>>();
const retryListeners = new Map<string, Set<(error: string) => void>>();

function publish(state: SendState) {
  const next = { ...state, onDevice: keptOnDevice(state.id) };
  states = [...states.filter((s) => s.id !== next.id), next];
  for (const listener of listeners) listener();
}

export function useSendStates(): SendState[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => states,
    () => EMPTY,
  );
}
const EMPTY: SendState[] = [];

/** Marks a recording as kept before it is first sent (its answer is still being put together). */
export function announceKept(record: Pick<KeptRecording, "id" | "scope" | "kind" | "qnum" | "take" | "followUpOf">) {
  const { id, scope, kind, qnum, take, followUpOf } = record;
  if (!running.has(id)) publish({ id, scope, kind, qnum, take, followUpOf, state: "kept", progress: 0 });
}

/** Sends a kept recording until the server has it or refuses it for good. */
export function deliver(id: string, options: SendOptions = {}): Promise<SendOutcome> {
  const onRetry = options.onRetry;
  if (onRetry) {
    const listeners = retryListeners.get(id) ?? new Set();
    listeners.add(onRetry);
    retryListeners.set(id, listeners);
  }
  const current = running.get(id);
  if (current) return current;
  // Two tabs of one browser never send one recording at once: the second finds it gone or sends it after.
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const guarded = locks ? locks.request(`recording:${id}`, () => attempt(id, options)) : attempt(id, options);
  const run = guarded.finally(() => {
    running.delete(id);
    retryListeners.delete(id);
  });
  running.set(id, run);
  return run;
}

async function attempt(id: string, options: SendOptions): Promise<SendOutcome> {
  for (let tries = 0; ; tries++) {
    const kept = await readKept(id);
    if (!kept) return { state: "gone" };
    const { record, blob, cut } = kept;
    const base = { id, scope: record.scope, kind: record.kind, qnum: record.qnum, take: record.take, followUpOf: record.followUpOf };
    // A device copy with nothing in it (the page died before its first second was kept) is not sent.
    if (blob.size === 0) {
      await dropKept(id);
      publish({ ...base, state: "empty", progress: 0 });
      return { state: "empty" };
    }
    publish({ ...base, state: "sending", progress: 0 });
    const result: SendResult = await loadSending().then(
      ({ sendRecording }) =>
        sendRecording({
          url: record.url,
          fields: fieldsOf(record, cut),
          fileField: record.fileField,
          file: blob,
          fileName: record.fileName,
          headers: options.headers?.(),
          onProgress: (progress) => publish({ ...base, state: "sending", progress }),
          // Bytes already on the server count only for the very recording they were taken from.
          uploadUrl: record.uploadSize === blob.size ? record.uploadUrl : null,
          onUploadUrl: (url) => void keepUploadUrl(id, url, blob.size),
        }),
      // The sending part did not load: nothing went, as when the request does not get through.
      () => ({ ok: false, status: 0, error: SEND_FAILED }),
    );
    const verdict = verdictOf(result.status);
    if (verdict === "stored" && result.ok) {
      await dropKept(id);
      publish({ ...base, state: "sent", progress: 1 });
      return { state: "sent", data: result.data };
    }
    if (verdict === "refused" && !result.ok) {
      // A signed-out candidate can sign in again and send it: kept. Any other refusal is final.
      if (result.status !== 401) await dropKept(id);
      publish({ ...base, state: "refused", progress: 0, error: result.error });
      return { state: "refused", status: result.status, error: result.error };
    }
    publish({ ...base, state: "waiting", progress: 0 });
    for (const listener of retryListeners.get(id) ?? []) listener(result.ok ? "" : result.error);
    await waitToRetry(backoffMs(tries));
  }
}

/**
 * A recording the page lost mid-way, or whose device copy misses a chunk (`cut`: the chunks before
 * the gap), goes as far as it got, with the length its chunks add up to: never as if whole.
 */
function fieldsOf(record: KeptRecording, cut: number | null): [string, string][] {
  if ((record.state !== "recording" && cut === null) || !record.durationField) return record.fields;
  const chunks = cut ?? record.chunks;
  return [...record.fields.filter(([name]) => name !== record.durationField), [record.durationField, String(chunks * VIDEO_CONSTRAINTS.chunkMs)]];
}

/** What is kept for `owner` (optionally one scope) that is not a draft, oldest first. */
export async function keptToSend(filter: { owner: string; scope?: string }): Promise<KeptRecording[]> {
  return (await listKept(filter)).filter((r) => r.state !== "draft" && !(r.kind === "profile-video" && r.state === "recording"));
}

/**
 * Sends everything kept for `owner` (optionally one scope), all at once; resolves when each has an
 * outcome. `except`: a recording held back for the candidate to decide on (an answer cut by a reload).
 */
export async function deliverKept(filter: { owner: string; scope?: string; except?: string }, options: SendOptions = {}): Promise<SendOutcome[]> {
  const kept = (await keptToSend(filter)).filter((record) => record.id !== filter.except);
  for (const record of kept) announceKept(record);
  return Promise.all(kept.map((record) => deliver(record.id, options)));
}

/** Resolves once every send of `scope` started on this page has an outcome. */
export async function settled(scope: string): Promise<void> {
  for (;;) {
    const pending = [...running.entries()].filter(([id]) => states.find((s) => s.id === id)?.scope === scope).map(([, run]) => run);
    if (pending.length === 0) return;
    await Promise.all(pending);
  }
}

/** True while some recording on this page has not reached the server. */
export function unsentOnPage(): boolean {
  return states.some((s) => s.state !== "sent" && s.state !== "refused" && s.state !== "empty");
}
