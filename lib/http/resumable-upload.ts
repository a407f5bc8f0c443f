// The tus 1.0 endpoint of resumable answer uploads (lib/uploads/resumable.ts keeps the bytes),
// served by the server in front of Next.js itself: Next.js never sees these requests, so no body
// is lent to it. @tus/server speaks the protocol (creation, offsets, appends, termination); we say
// whose upload it is, from the session cookie or the interview link's token (x-access-token), as
// the route builder's `interview` auth does. The request reaches tus as a web Request whose body
// is the very buffers Node.js read from the socket, pulled only as fast as the store writes them
// (tus's own Node.js path, `handle(req, res)`, copies every chunk in `Readable.toWeb`, and answers
// its refusals as plain text, where every error of ours is `{ error, code }` in JSON). One tus
// server per process, kept with the store and the lock; each request's owners are kept by the
// Request tus's hooks are given.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Server } from "@tus/server";
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { candidateFromCookieHeader } from "@/lib/auth/current-candidate";
import { db } from "@/lib/db/client";
import { AppError, type AppErrorCode } from "@/lib/errors/app-error";
import { ERROR_STATUS } from "@/lib/http/error-status";
import { errorResponse } from "@/lib/http/respond";
import { withErrorCode } from "@/lib/http/tus-errors";
import { sizeMessage } from "@/lib/uploads/kinds";
import { ownersOf, RESUMABLE_MAX_BYTES, resumableParts, type ResumableParts, type Uploader } from "@/lib/uploads/resumable";
import { RESUMABLE_PATCH_MAX_BYTES, RESUMABLE_PATH, UPLOAD_NOT_FOUND } from "@/lib/uploads/resumable-protocol";

/** The methods each address takes: creation at the endpoint, the rest at an upload's address. */
function allowedMethods(url: string | undefined): string[] | null {
  const pathname = (url ?? "").split("?")[0] ?? "";
  if (pathname === RESUMABLE_PATH) return ["POST"];
  if (pathname.startsWith(`${RESUMABLE_PATH}/`) && !pathname.slice(RESUMABLE_PATH.length + 1).includes("/")) return ["HEAD", "PATCH", "DELETE"];
  return null;
}

/** True when the request is the tus endpoint's (the server in front of Next.js answers it with serveResumable). */
export function isResumableRequest(req: IncomingMessage): boolean {
  return allowedMethods(req.url) !== null;
}

/** A refusal tus answers as it is: the words and the code, as every error of ours. */
function refusal(code: AppErrorCode, message: string) {
  return { status_code: ERROR_STATUS[code], body: JSON.stringify({ error: message, code }) };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Who sends the request, refused before tus reads a byte when nobody may. */
async function admit(req: IncomingMessage): Promise<Uploader> {
  const allowed = allowedMethods(req.url) ?? [];
  if (!allowed.includes(req.method ?? "")) throw new AppError("METHOD_NOT_ALLOWED", "Method Not Allowed", { allow: allowed.join(", ") });
  // One request carries one slice: a larger one is refused by its Content-Length before a byte is read.
  if (req.method === "PATCH" && Number(header(req, "content-length") ?? 0) > RESUMABLE_PATCH_MAX_BYTES) {
    throw new AppError("BODY_TOO_LARGE", sizeMessage(RESUMABLE_PATCH_MAX_BYTES));
  }
  const token = header(req, "x-access-token")?.trim() || null;
  const candidateId = (await candidateFromCookieHeader(header(req, "cookie")))?.id ?? null;
  const uploader = { token, candidateId };
  if (!ownersOf(uploader).length) throw new AppError("SIGNED_OUT", "Open the interview from the link in your e-mail");
  // A signed-in candidate whose account is closed for deletion sends nothing more (the answer's own form says the same).
  if (!token && (await db().accountDeletion.count({ where: { candidateId: candidateId! } }))) {
    throw new AppError("ACCOUNT_CLOSED", ACCOUNT_CLOSED_MESSAGE);
  }
  return uploader;
}

async function sendError(res: ServerResponse, error: unknown, context: string): Promise<void> {
  const answer = errorResponse(error, "error", context);
  if (res.headersSent) return void res.end();
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(await answer.text());
}

/** Answers one tus request (POST creates, HEAD tells the offset, PATCH appends, DELETE drops) for its sender. */
export async function serveResumable(req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  try {
    const uploader = await admit(req);
    const parts = resumableParts();
    parts.server ??= tusServer(parts);
    const request = webRequest(req);
    parts.owners.set(request, ownersOf(uploader));
    await send(res, await withErrorCode(await parts.server.handleWeb(request), req.method ?? ""));
  } catch (error) {
    await sendError(res, error, `${req.method} ${RESUMABLE_PATH}`);
  }
}

/** The request as tus reads it: its body, the socket's own buffers. */
function webRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const v of [value ?? []].flat()) headers.append(name, v);
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  const body = hasBody && (req.method === "PATCH" || req.method === "POST") ? readAsPulled(req) : null;
  return new Request(new URL(req.url ?? "/", "http://localhost"), { method: req.method, headers, body, duplex: "half" } as RequestInit);
}

/** Writes tus's answer (its bodies are short: empty, or a refusal's words). */
async function send(res: ServerResponse, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers = Object.fromEntries(answer.headers);
  res.writeHead(answer.status, { ...headers, ...(body.length || answer.status >= 400 ? { "content-length": body.length } : {}) });
  res.end(body);
}

/** The process's tus server over its store and lock: whose each request is, it reads from `owners`. */
function tusServer({ store, locker, owners }: ResumableParts): Server {
  const ownersOfRequest = (req: Request) => owners.get(req) ?? [];
  return new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    locker,
    maxSize: RESUMABLE_MAX_BYTES,
    relativeLocation: true,
    disableTerminationForFinishedUploads: false,
    async onUploadCreate(req, upload) {
      const owner = ownersOfRequest(req)[0];
      if (!owner) throw refusal("SIGNED_OUT", "Open the interview from the link in your e-mail");
      return { metadata: { ...upload.metadata, owner } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === "POST") return; // the upload being created
      const upload = await store.getUpload(id).catch(() => null);
      if (!upload || !ownersOfRequest(req).includes(upload.metadata?.owner ?? "")) throw refusal("NOT_FOUND", UPLOAD_NOT_FOUND);
    },
  });
}

/** The buffers Node.js read, handed on as they are; the socket is read only while the reader wants more. */
function readAsPulled(body: IncomingMessage): ReadableStream<Uint8Array> {
  let stop = () => undefined as void;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) body.pause();
        };
        const onEnd = () => {
          stop();
          controller.close();
        };
        const onCut = () => {
          stop();
          controller.error(Object.assign(new Error("The request was cut off"), { code: "ECONNRESET" }));
        };
        const onClose = () => {
          if (!body.complete) onCut();
        };
        stop = () => {
          body.off("data", onData);
          body.off("end", onEnd);
          body.off("error", onCut);
          body.off("close", onClose);
        };
        body.on("data", onData);
        body.once("end", onEnd);
        body.once("error", onCut);
        body.once("close", onClose);
        body.pause();
      },
      pull() {
        body.resume();
      },
      cancel() {
        // What is left of the body is the server's to drop (lib/http/unread-body.ts).
        stop();
        body.pause();
      },
    },
    { highWaterMark: 1 },
  );
}
