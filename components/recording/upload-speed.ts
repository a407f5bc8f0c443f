// The device check's upload speed: UPLOAD_PROBE_BYTES of noise (nothing a network could compress)
// sent to POST /api/uploads/probe and timed from the first byte out to the server's answer.
import { api } from "@/components/api/api";
import { UPLOAD_PROBE_BYTES } from "@/lib/uploads/upload-probe";

export type UploadSpeed = { ok: true; kbps: number } | { ok: false; error: string };

const COULD_NOT_MEASURE = "We could not measure your connection. Your answers will still record and send.";

function noise(bytes: number): Blob {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  // getRandomValues fills at most 64 KB a call.
  for (let left = bytes; left > 0; left -= 65_536) parts.push(crypto.getRandomValues(new Uint8Array(Math.min(65_536, left))));
  return new Blob(parts, { type: "application/octet-stream" });
}

export async function measureUploadSpeed(): Promise<UploadSpeed> {
  const body = noise(UPLOAD_PROBE_BYTES);
  const started = performance.now();
  const result = await api("POST /api/uploads/probe", { body, fallback: COULD_NOT_MEASURE, offline: COULD_NOT_MEASURE });
  const seconds = (performance.now() - started) / 1000;
  if (!result.ok) return { ok: false, error: result.error };
  if (result.data.received !== UPLOAD_PROBE_BYTES || seconds <= 0) return { ok: false, error: COULD_NOT_MEASURE };
  return { ok: true, kbps: Math.round((UPLOAD_PROBE_BYTES * 8) / 1000 / seconds) };
}
