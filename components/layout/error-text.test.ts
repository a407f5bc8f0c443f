import { describe, expect, it } from "vitest";
import { describeError, ERROR_HEADING, isChunkLoadError } from "./error-text";

describe("describeError for route errors", () => {
  it("shows the status and status text of a response-like error", () => {
    const text = describeError({ status: 404, statusText: "Not Found", message: "ignored" });
    expect(text).toEqual({ kind: "route", heading: ERROR_HEADING, summary: "404 Not Found" });
  });

  it("falls back to the message when there is no status text", () => {
    expect(describeError({ status: 500, message: "Database unavailable" }).summary).toBe("500 Database unavailable");
    expect(describeError(new Error("Cannot read properties of undefined")).summary).toBe("Cannot read properties of undefined");
  });

  it("shows the digest when Next.js hid a server error message", () => {
    const error = Object.assign(new Error("An error occurred in the Server Components render. The specific message is omitted in production builds."), {
      digest: "2417783466",
    });
    const text = describeError(error);
    expect(text.summary).toBe("Something went wrong on our side.");
    expect(text.detail).toBe("Error reference: 2417783466");
  });

  it("copes with thrown strings and empty values", () => {
    expect(describeError("boom").summary).toBe("boom");
    expect(describeError(undefined).summary).toBe("Unknown error");
    expect(describeError({}).heading).toBe("Unexpected Application Error!");
  });
});

describe("describeError for script chunk failures", () => {
  it("reads the webpack message with its failure type and address", () => {
    const error = Object.assign(new Error("Loading chunk 734 failed.\n(timeout: https://app.example/static/js/734.js)"), {
      name: "ChunkLoadError",
      type: "timeout",
      request: "https://app.example/static/js/734.js",
    });
    expect(describeError(error)).toEqual({
      kind: "chunk",
      heading: ERROR_HEADING,
      summary: "Loading chunk 734 failed",
      detail: "(timeout: https://app.example/static/js/734.js)",
    });
  });

  it("parses the type and address from the message alone", () => {
    const text = describeError({ message: "Loading chunk 12 failed.\n(missing: /static/js/12.chunk.js)" });
    expect(text.summary).toBe("Loading chunk 12 failed");
    expect(text.detail).toBe("(missing: /static/js/12.chunk.js)");
  });

  it("names the chunk file for a Turbopack failure", () => {
    const error = Object.assign(new Error("Failed to load chunk /_next/static/chunks/0a1b2c.js from module 4242: TypeError: Failed to fetch"), {
      name: "ChunkLoadError",
    });
    expect(describeError(error)).toMatchObject({
      kind: "chunk",
      summary: "Loading chunk 0a1b2c failed",
      detail: "(error: /_next/static/chunks/0a1b2c.js)",
    });
  });

  it("recognises chunk errors by name or message only", () => {
    expect(isChunkLoadError({ name: "ChunkLoadError", message: "x" })).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk 9 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading profile failed"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
