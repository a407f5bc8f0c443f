// The one response class of the server in front of Next.js (lib/http/peer-address-server.ts), given
// to Node as createServer's documented `ServerResponse` option: every answer, Next.js's or ours, is
// one of these. What the front server changes in an answer written by someone else happens here, in
// ordinary overrides that call Node's own methods, and each concern's rule lives in its own module:
// - the page's Content-Security-Policy, nonce or prerendered exception (page-csp.ts);
// - a stored file's Content-Length, which Next.js drops (file-length.ts);
// - an API answer's single write (one-write.ts);
// - `Connection: close` on an answer written before its request's body has all arrived (unread-body.ts).
// The server says which apply to a request (`shape`) before it hands the request on. Node calls
// writeHead for implicit headers too, so every answer's headers pass through it before they are sent.
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";
import { restoreFileLength } from "./file-length";
import { corkForThisTurn } from "./one-write";
import { setPagePolicy, type PagePolicies } from "./page-csp";
import { closeIfBodyUnread } from "./unread-body";

/** How the server in front of Next.js shapes one answer. */
export type Shaping = { csp?: PagePolicies; fileLength?: boolean; oneWrite?: boolean };

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[];
type WriteCallback = (error: Error | null | undefined) => void;

function headerObject(args: unknown[]): OutgoingHttpHeaders | undefined {
  return args.find((arg): arg is OutgoingHttpHeaders => arg !== null && typeof arg === "object" && !Array.isArray(arg));
}

export class FrontResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  #shaping: Shaping = {};
  #corked = false;

  shape(shaping: Shaping): void {
    this.#shaping = shaping;
  }

  override writeHead(statusCode: number, statusMessage?: string, headers?: Headers): this;
  override writeHead(statusCode: number, headers?: Headers): this;
  override writeHead(statusCode: number, ...rest: [(string | Headers)?, Headers?]): this {
    // A second writeHead is Node's error to throw, with nothing changed.
    if (!this.headersSent) {
      const { csp, fileLength } = this.#shaping;
      if (csp) setPagePolicy(this, headerObject(rest), csp);
      if (fileLength) restoreFileLength(this);
      closeIfBodyUnread(this);
    }
    return super.writeHead(statusCode, ...(rest as [string?, Headers?]));
  }

  /** Next.js flushes a route's headers on their own; an API answer's wait for its first bytes. */
  override flushHeaders(): void {
    if (!this.#shaping.oneWrite) super.flushHeaders();
  }

  override write(chunk: unknown, callback?: WriteCallback): boolean;
  override write(chunk: unknown, encoding: BufferEncoding, callback?: WriteCallback): boolean;
  override write(chunk: unknown, ...rest: [(BufferEncoding | WriteCallback)?, WriteCallback?]): boolean {
    if (this.#shaping.oneWrite && !this.#corked && this.socket) {
      this.#corked = true;
      corkForThisTurn(this.socket);
    }
    return super.write(chunk, ...(rest as [BufferEncoding, WriteCallback?]));
  }
}
