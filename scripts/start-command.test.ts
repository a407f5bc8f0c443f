import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startCommand } from "./start-command";

describe("how the production server is started", () => {
  const { env, nodeFlags } = startCommand();

  it("is written once, in npm start", () => {
    expect(env).toEqual({ MALLOC_MMAP_THRESHOLD_: "65536" });
    expect(nodeFlags).toEqual(["--heap-growing-percent=15"]);
  });

  it("is the image's too: the same environment and the same flags", () => {
    const dockerfile = readFileSync("Dockerfile", "utf8");
    const dockerEnv = Object.fromEntries([...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap((m) => (m[1] ?? "").split(/\s+/).map((pair) => pair.split("="))));
    for (const [name, value] of Object.entries(env)) expect(dockerEnv[name], name).toBe(value);
    const cmd = JSON.parse(dockerfile.match(/^CMD (\[.+\])$/m)?.[1] ?? "[]") as string[];
    expect(cmd).toEqual(["node", ...nodeFlags, "dist/serve.mjs", "start"]);
  });
});
