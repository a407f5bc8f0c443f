// Bodies an attacker sends to crash a route: nesting deep enough to overflow a recursive walker,
// a control character buried below the depth a walker looks at, bytes that are not UTF-8.
import { describe, expect, it } from "vitest";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { isAppError } from "@/lib/errors/app-error";
import { MAX_JSON_DEPTH, parseJsonText } from "@/lib/validation/json";
import { readJson } from "./read-json";
import { ERROR_STATUS } from "./error-status";

const nested = (depth: number, inner = "1") => `{"email":${"[".repeat(depth)}${inner}${"]".repeat(depth)},"password":"x"}`;

const jsonRequest = (body: BodyInit, url = "http://localhost/api/auth/callback/google") =>
  new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return isAppError(error) ? { status: ERROR_STATUS[error.code], message: error.message } : error;
}

describe("hostile JSON bodies", () => {
  it("POST /api/auth/callback/google with deeply nested JSON answers 400, not 500", async () => {
    for (const body of [nested(25_000), `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`]) {
      const res = await nextAuthPost(jsonRequest(body), { params: Promise.resolve({ nextauth: ["callback", "google"] }) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: `JSON may be nested at most ${MAX_JSON_DEPTH} levels deep`, code: "INVALID_INPUT" });
    }
  });

  it("refuses a control character hidden below the nesting a walker checks", async () => {
    expect(await refusal(readJson(jsonRequest(nested(100, '"a\\u0000b"'))))).toMatchObject({ status: 400 });
  });

  it("refuses a body that is not UTF-8 instead of reading replacement characters", async () => {
    const bytes = new Uint8Array([...Buffer.from('{"email":"a'), 0xff, 0xfe, ...Buffer.from('@b.co"}')]);
    expect(await refusal(readJson(jsonRequest(bytes)))).toEqual({ status: 400, message: "The request body must be UTF-8 text" });
  });

  it("keeps JSON nested as deep as the limit, and counts brackets inside strings as text", () => {
    expect(parseJsonText(`${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`)).toBeDefined();
    expect(parseJsonText(`{"note":"${"[".repeat(5000)}\\"{{{"}`)).toEqual({ note: `${"[".repeat(5000)}"{{{` });
    expect(() => parseJsonText(`${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`)).toThrow(/nested/);
  });
});
