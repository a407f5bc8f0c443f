import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv, resetEnvForTests, signingKey } from "./env";

describe("environment", () => {
  it("runs on embedded defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.appUrl).toBe("http://localhost:3000");
    expect(env.outboxDir).toBe(`${env.dataDir}/outbox`);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", S3_BUCKET: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names a malformed variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("refuses half an S3 configuration", () => {
    expect(() => parseEnv({ S3_BUCKET: "files" })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });

  it("honours PORT and DATA_DIR", () => {
    const env = parseEnv({ PORT: "4123", DATA_DIR: "/tmp/elsewhere" });
    expect(env.appUrl).toBe("http://localhost:4123");
    expect(env.dataDir).toBe("/tmp/elsewhere");
  });

  it("gives requests and tasks 30 seconds to finish on a shutdown unless told otherwise", () => {
    expect(parseEnv({}).SHUTDOWN_GRACE_SECONDS).toBe(30);
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: "5" }).SHUTDOWN_GRACE_SECONDS).toBe(5);
    expect(() => parseEnv({ SHUTDOWN_GRACE_SECONDS: "-1" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  describe("the signing key", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      resetEnvForTests();
    });

    it("is NEXTAUTH_SECRET whenever it is set", () => {
      vi.stubEnv("NODE_ENV", "production");
      vi.stubEnv("NEXTAUTH_SECRET", "s".repeat(40));
      resetEnvForTests();
      expect(signingKey("sign file links", "dev-key")).toBe("s".repeat(40));
    });

    it("stands in the development key outside production, and refuses to go without a secret in production", () => {
      vi.stubEnv("NEXTAUTH_SECRET", "");
      vi.stubEnv("NODE_ENV", "test");
      resetEnvForTests();
      expect(signingKey("sign file links", "dev-key")).toBe("dev-key");
      vi.stubEnv("NODE_ENV", "production");
      resetEnvForTests();
      expect(() => signingKey("sign file links", "dev-key")).toThrow("NEXTAUTH_SECRET is required to sign file links");
    });
  });
});
