// What the router error screen says for a thrown value (spec section 8: "Uncaught route error"
// and "Script chunk failure"). Pure so every shape of error is unit-tested.

export const ERROR_HEADING = "Unexpected Application Error!";

export type ErrorText = {
  kind: "route" | "chunk";
  heading: typeof ERROR_HEADING;
  /** "404 Not Found", the error message, or "Loading chunk {id} failed". */
  summary: string;
  /** Chunk failures: "(type: address)". Hidden server errors: the digest to quote to support. */
  detail?: string;
};

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  statusText?: unknown;
  digest?: unknown;
  type?: unknown;
  request?: unknown;
  cause?: unknown;
};

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : undefined;

// Next.js replaces server error messages in production with this text and a digest.
const HIDDEN_SERVER_MESSAGE = /^An error occurred in the Server Components? render/i;
const WEBPACK_CHUNK = /^Loading (?:CSS )?chunk (\S+) failed\.?\s*(?:\((\w+): ([^)]+)\))?/;
const TURBOPACK_CHUNK = /^Failed to load chunk (\S+)/;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as ErrorLike;
  return name === "ChunkLoadError" || (typeof message === "string" && /^Loading (CSS )?chunk /.test(message));
}

function chunkText(error: ErrorLike): ErrorText {
  const message = text(error.message) ?? "";
  const webpack = WEBPACK_CHUNK.exec(message);
  const turbopack = TURBOPACK_CHUNK.exec(message);
  const address = text(error.request) ?? webpack?.[3] ?? turbopack?.[1];
  const fileName = address
    ?.split(/[?#]/)[0]
    ?.split("/")
    .pop()
    ?.replace(/\.(js|css)$/, "");
  const id = webpack?.[1] ?? fileName ?? "unknown";
  const cause = `${String(error.cause ?? "")} ${message}`;
  const type = text(error.type) ?? webpack?.[2] ?? (/time(d)?\s?out/i.test(cause) ? "timeout" : "error");
  return {
    kind: "chunk",
    heading: ERROR_HEADING,
    summary: `Loading chunk ${id} failed`,
    detail: address ? `(${type}: ${address})` : `(${type})`,
  };
}

export function describeError(error: unknown): ErrorText {
  if (isChunkLoadError(error)) return chunkText(error as ErrorLike);
  const e: ErrorLike = error && typeof error === "object" ? (error as ErrorLike) : { message: error };
  const status = text(e.status);
  const message = text(e.message);
  const digest = text(e.digest);

  if (digest && (!message || HIDDEN_SERVER_MESSAGE.test(message))) {
    return {
      kind: "route",
      heading: ERROR_HEADING,
      summary: status ? `${status} Internal error` : "Something went wrong on our side.",
      detail: `Error reference: ${digest}`,
    };
  }
  const summary = [status, text(e.statusText) ?? message].filter(Boolean).join(" ") || "Unknown error";
  return { kind: "route", heading: ERROR_HEADING, summary, ...(digest ? { detail: `Error reference: ${digest}` } : {}) };
}
