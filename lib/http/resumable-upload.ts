// The tus 1.0 side of resumable answer uploads (lib/uploads/resumable.ts keeps the bytes): one
// request at a time, for the uploader the route builder identified. @tus/server speaks the
// protocol (creation, offsets, appends, termination); we only say whose upload it is. One tus
// server per process, kept with the store and the lock (lib/uploads/resumable.ts); each request
// tells it whose request it is through the parts' `owners`, which tus's hooks read.
import { Server } from "@tus/server";
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { db } from "@/lib/db/client";
import { AppError, type AppErrorCode } from "@/lib/errors/app-error";
import { ERROR_STATUS } from "@/lib/http/error-status";
import { socketBody } from "@/lib/http/socket-body";
import { withErrorCode } from "@/lib/http/tus-errors";
import { sizeMessage } from "@/lib/uploads/kinds";
import { ownersOf, RESUMABLE_MAX_BYTES, resumableParts, type ResumableParts, type Uploader } from "@/lib/uploads/resumable";
import { RESUMABLE_PATCH_MAX_BYTES, RESUMABLE_PATH, UPLOAD_NOT_FOUND } from "@/lib/uploads/resumable-protocol";

/** A refusal tus answers as it is: the words and the code, as every error of ours. */
function refusal(code: AppErrorCode, message: string) {
  return { status_code: ERROR_STATUS[code], body: JSON.stringify({ error: message, code }) };
}

/** Handles one tus request (POST creates, HEAD tells the offset, PATCH appends, DELETE drops) for its uploader. */
export async function handleResumable(req: Request, uploader: Uploader): Promise<Response> {
  // One request carries one slice: a larger one is refused by its Content-Length before a byte is read.
  if (req.method === "PATCH" && Number(req.headers.get("content-length") ?? 0) > RESUMABLE_PATCH_MAX_BYTES) {
    throw new AppError("BODY_TOO_LARGE", sizeMessage(RESUMABLE_PATCH_MAX_BYTES));
  }
  const owners = ownersOf(uploader);
  if (!owners.length) throw new AppError("SIGNED_OUT", "Open the interview from the link in your e-mail");
  // A signed-in candidate whose account is closed for deletion sends nothing more (the answer's own form says the same).
  if (!uploader.token && (await db().accountDeletion.count({ where: { candidateId: uploader.candidateId! } }))) {
    throw new AppError("ACCOUNT_CLOSED", ACCOUNT_CLOSED_MESSAGE);
  }
  const parts = resumableParts();
  parts.server ??= tusServer(parts);
  // A slice's bytes come straight from the socket when the server in front of Next.js lent them.
  const body = req.method === "PATCH" ? socketBody(req) : null;
  const request = body && body !== req.body ? new Request(req, { body, duplex: "half" } as RequestInit) : req;
  parts.owners.set(request, owners);
  const res = await parts.server.handleWeb(request);
  // tus's own refusals carry a code like ours.
  return withErrorCode(res, req.method);
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
