import pino from "pino";
import { env } from "./env";
import { currentRequestId } from "./request-context";

let root: pino.Logger | undefined;
let destination: pino.DestinationStream | undefined;

/** Tests read the log lines: they send them to a stream of their own. */
export function logToForTests(stream: pino.DestinationStream | undefined): void {
  destination = stream;
  root = undefined;
}

function create(): pino.Logger {
  const options: pino.LoggerOptions = {
    level: env().LOG_LEVEL,
    base: { app: "hireready" },
    // An error as pino writes it, less the database client node-postgres attaches to a pool's
    // errors: its prepared statements and type tables would fill the line.
    serializers: {
      err: (error: Error) => {
        const written: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
        delete written.client;
        return written;
      },
    },
    // Every line written while a request is answered names that request (lib/request-context.ts).
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function logger(): pino.Logger {
  root ??= create();
  return root;
}
