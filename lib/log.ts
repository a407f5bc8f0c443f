import pino from "pino";
import { env } from "./env";
import { currentRequestId } from "./request-id";

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
    // Every line written while a request is answered names that request (lib/request-id.ts).
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
