import pino from "pino";
import { env } from "./env";

let root: pino.Logger | undefined;

export function logger(): pino.Logger {
  root ??= pino({ level: env().LOG_LEVEL, base: { app: "hireready" } });
  return root;
}

export function childLogger(bindings: Record<string, unknown>): pino.Logger {
  return logger().child(bindings);
}
