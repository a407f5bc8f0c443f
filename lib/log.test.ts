import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "./env";
import { logger, logToForTests } from "./log";

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

beforeAll(() => {
  process.env.LOG_LEVEL = "info";
  resetEnvForTests();
  logToForTests(sink);
});
afterAll(() => {
  process.env.LOG_LEVEL = "silent";
  resetEnvForTests();
  logToForTests(undefined);
});

describe("the log", () => {
  it("writes a database pool's error by its words and code, without the client node-postgres attaches", () => {
    const error = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
      client: { parsedStatements: { one: "SELECT a very long statement" } },
    });
    logger().warn({ err: error }, "an idle database connection was closed");
    const line = lines.find((l) => l.msg === "an idle database connection was closed");
    expect(line?.err).toMatchObject({ type: "Error", message: "terminating connection due to administrator command", code: "57P01" });
    expect(line?.err).not.toHaveProperty("client");
    expect(JSON.stringify(line)).not.toContain("SELECT a very long statement");
  });
});
