// The device check's upload speed: noise (nothing a network could compress) sent to
// POST /api/uploads/probe and timed from the first byte out to the server's answer. No longer than
// it must be: a small probe first, which on a slow line takes long enough to time on its own
// (128 KB: about 3 s at 400 kbps); only a line that sent it in under a second gets a larger one,
// sized to last about two seconds, so a fast line is not under-measured by its latency.
import { api } from "@/components/api/api";
import { UPLOAD_PROBE_BYTES } from "@/lib/uploads/upload-probe";
import { RECORDING_WORDS } from "./recording-words";

export type UploadSpeed = { ok: true; kbps: number } | { ok: false; error: string };

// English here: the connection check says it in the interface language.
const COULD_NOT_MEASURE = RECORDING_WORDS.couldNotMeasure;
/** The first probe's size. */
export const FIRST_PROBE_BYTES = 128 * 1024;
/** A first probe slower than this is the measure: the line is slow enough to time with it. */
const ENOUGH_MS = 1000;
/** How long the second probe should last on the speed the first one found. */
const SECOND_PROBE_MS = 2000;

function noise(bytes: number): Blob {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  // getRandomValues fills at most 64 KB a call.
  for (let left = bytes; left > 0; left -= 65_536) parts.push(crypto.getRandomValues(new Uint8Array(Math.min(65_536, left))));
  return new Blob(parts, { type: "application/octet-stream" });
}

async function probe(bytes: number): Promise<{ ok: true; ms: number } | { ok: false; error: string }> {
  const body = noise(bytes);
  const started = performance.now();
  const result = await api("POST /api/uploads/probe", { body, fallback: COULD_NOT_MEASURE, offline: COULD_NOT_MEASURE });
  const ms = performance.now() - started;
  if (!result.ok) return { ok: false, error: result.error };
  if (result.data.received !== bytes || ms <= 0) return { ok: false, error: COULD_NOT_MEASURE };
  return { ok: true, ms };
}

const kbpsOf = (bytes: number, ms: number) => Math.round((bytes * 8) / ms);

export async function measureUploadSpeed(): Promise<UploadSpeed> {
  const first = await probe(FIRST_PROBE_BYTES);
  if (!first.ok) return first;
  if (first.ms >= ENOUGH_MS) return { ok: true, kbps: kbpsOf(FIRST_PROBE_BYTES, first.ms) };
  const bytes = Math.min(UPLOAD_PROBE_BYTES, Math.max(FIRST_PROBE_BYTES * 2, Math.round((FIRST_PROBE_BYTES / first.ms) * SECOND_PROBE_MS)));
  const second = await probe(bytes);
  // The second one failing leaves the first one's figure, which is a measure all the same.
  return { ok: true, kbps: second.ok ? kbpsOf(bytes, second.ms) : kbpsOf(FIRST_PROBE_BYTES, first.ms) };
}
