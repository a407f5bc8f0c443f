// Data exports: asked for by the candidate, prepared by the "account.export" task, downloadable
// for DATA_EXPORT_LINK_HOURS by the signed-in owner or by whoever carries the e-mailed secret.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { DATA_EXPORT_LINK_HOURS } from "./account-rules";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { sendTask, type TaskContext } from "@/lib/queue";
import { tasks } from "@/lib/queue/tasks";
import { storage, type ByteRangeRequest } from "@/lib/storage";
import { buildExportArchive } from "./build-export";
import { exportReadyEmail } from "./emails";

export type ExportStatus = "NONE" | "PENDING" | "READY" | "FAILED" | "EXPIRED";

const EXPORT_TASK_OPTIONS = tasks["account.export"].options;
/**
 * Longer than every attempt of the task together: an export still PENDING after this was lost
 * (its task gone with a dropped queue, say) and counts as failed, so "Try again" works.
 */
export const EXPORT_GIVE_UP_MS = (EXPORT_TASK_OPTIONS.retryLimit + 1) * (EXPORT_TASK_OPTIONS.expireInSeconds + EXPORT_TASK_OPTIONS.retryDelay) * 1000;
const GAVE_UP = "The export took too long";

function secretHash(secret: string): string {
  return createHmac("sha256", env().NEXTAUTH_SECRET ?? "hireready-export")
    .update(`export:${secret}`)
    .digest("hex");
}

export function downloadPath(exportId: string, secret?: string): string {
  const query = new URLSearchParams({ id: exportId, ...(secret ? { secret } : {}) });
  return `/api/users/export/download?${query}`;
}

/** Starts a new export unless one is already being prepared. */
export async function startDataExport(options: { candidateId: string; now?: Date }): Promise<{ id: string; status: ExportStatus }> {
  await giveUpLostExports(options.candidateId, options.now ?? new Date());
  const running = await db().dataExport.findFirst({
    where: { candidateId: options.candidateId, status: "PENDING" },
    select: { id: true },
  });
  if (running) return { id: running.id, status: "PENDING" };
  const created = await db().dataExport.create({ data: { candidateId: options.candidateId }, select: { id: true } });
  await sendTask("account.export", { exportId: created.id });
  return { id: created.id, status: "PENDING" };
}

async function giveUpLostExports(candidateId: string, now: Date): Promise<void> {
  await db().dataExport.updateMany({
    where: { candidateId, status: "PENDING", createdAt: { lt: new Date(now.getTime() - EXPORT_GIVE_UP_MS) } },
    data: { status: "FAILED", error: GAVE_UP },
  });
}

/** The newest export's state, with the owner's download link while it is valid. */
export async function getDataExport(options: { candidateId: string; now?: Date }) {
  const now = options.now ?? new Date();
  await giveUpLostExports(options.candidateId, now);
  const latest = await db().dataExport.findFirst({
    where: { candidateId: options.candidateId },
    orderBy: { createdAt: "desc" },
    select: { id: true, status: true, createdAt: true, expiresAt: true, sizeBytes: true },
  });
  if (!latest) return { status: "NONE" as ExportStatus };
  if (latest.status === "READY" && latest.expiresAt && latest.expiresAt <= now) {
    return { status: "EXPIRED" as ExportStatus, requestedAt: latest.createdAt.toISOString() };
  }
  return {
    status: latest.status as ExportStatus,
    requestedAt: latest.createdAt.toISOString(),
    ...(latest.status === "READY" ? { url: downloadPath(latest.id), expiresAt: latest.expiresAt?.toISOString(), sizeBytes: latest.sizeBytes } : {}),
  };
}

/** The archive for its owner (signed in) or for the secret's holder; 404 for anyone else or once expired. */
export async function openDataExport(options: { exportId: string; candidateId?: string | null; secret?: string | null; range?: ByteRangeRequest }) {
  const parsed = z.uuid().safeParse(options.exportId);
  if (!parsed.success) throw new AppError("EXPORT_LINK_INVALID", "This download link is not valid");
  const row = await db().dataExport.findUnique({
    where: { id: parsed.data },
    select: { candidateId: true, status: true, archiveKey: true, secretHash: true, expiresAt: true },
  });
  const bySecret = !!row?.secretHash && !!options.secret && timingSafeEqual(Buffer.from(secretHash(options.secret)), Buffer.from(row.secretHash));
  // A link that carries a secret is judged by the secret alone, whoever is signed in.
  const byOwner = !options.secret && !!row && !!options.candidateId && row.candidateId === options.candidateId;
  if (!row || !(bySecret || byOwner) || row.status !== "READY" || !row.archiveKey) {
    throw new AppError("EXPORT_LINK_INVALID", "This download link is not valid");
  }
  if (!row.expiresAt || row.expiresAt <= new Date()) throw new AppError("EXPORT_LINK_EXPIRED", "This download link has expired");
  const file = await storage().get(row.archiveKey, { range: options.range });
  if (!file) throw new AppError("EXPORT_LINK_EXPIRED", "This download link has expired");
  return file;
}

export async function prepareDataExport(options: { exportId: string; signal?: AbortSignal }): Promise<void> {
  const row = await db().dataExport.findUnique({
    where: { id: options.exportId },
    select: { id: true, status: true, candidateId: true, candidate: { select: { email: true, language: true } } },
  });
  if (!row || row.status !== "PENDING") return;
  const archiveKey = `exports/${row.candidateId}/${row.id}.zip`;
  const archive = await buildExportArchive(row.candidateId);
  options.signal?.throwIfAborted();
  options.signal?.addEventListener("abort", () => archive.stream.destroy(new Error("The export was stopped")), { once: true });
  const stored = await storage().put(archiveKey, archive.stream, { contentType: "application/zip" });
  const secret = randomBytes(24).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * 60 * 60 * 1000);
  await db().dataExport.update({
    where: { id: row.id },
    data: { status: "READY", archiveKey, sizeBytes: stored.size, secretHash: secretHash(secret), completedAt: now, expiresAt },
  });
  // Older archives of this candidate are no longer offered: remove them from storage.
  const older = await db().dataExport.findMany({
    where: { candidateId: row.candidateId, id: { not: row.id }, archiveKey: { not: null } },
    select: { id: true, archiveKey: true },
  });
  for (const o of older) {
    await storage().delete(o.archiveKey!);
    await db().dataExport.update({ where: { id: o.id }, data: { archiveKey: null, status: "EXPIRED" } });
  }
  await sendMail(exportReadyEmail(row.candidate, `${env().appUrl}${downloadPath(row.id, secret)}`, DATA_EXPORT_LINK_HOURS));
}

/** The last attempt failed: the candidate sees "Try again", the log says why. */
async function failDataExport(exportId: string, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message.slice(0, 300) : "failed";
  await db().dataExport.updateMany({ where: { id: exportId, status: "PENDING" }, data: { status: "FAILED", error: reason } });
}

/** One attempt of the "account.export" task: a failure is logged; the last one leaves "Try again". */
export async function prepareDataExportAttempt(exportId: string, attempt: TaskContext): Promise<void> {
  try {
    await prepareDataExport({ exportId, signal: attempt.signal });
  } catch (error) {
    logger().error({ err: error, exportId, attempt: attempt.retryCount + 1, final: attempt.isLastAttempt }, "data export failed");
    if (attempt.isLastAttempt) await failDataExport(exportId, error);
    throw error;
  }
}
