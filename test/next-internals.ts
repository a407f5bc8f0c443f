// The one module of ours that imports Next.js's internals (lib/one-way.test.ts keeps it so): what
// two tests need of Next.js's server that Next.js does not export. The route fuzz calls route
// handlers as Next.js does, inside its request scopes; the file-length test answers through
// Next.js's own response writer. test/next-internals.test.ts fails when Next.js changes under it.
import { createRequire } from "node:module";

/** The Next.js version these internals were last checked against. */
export const CHECKED_WITH_NEXT = "16.4.6";

export { NodeNextResponse } from "next/dist/server/base-http/node";
export { sendResponse } from "next/dist/server/send-response";

export interface Storage {
  run: <T>(store: unknown, fn: () => T) => T;
}

/** A storage module as our modules import it and as a CommonJS require (next-auth's) loads it: maybe two copies. */
async function bothCopies(name: string, key: string): Promise<Storage[]> {
  const native = createRequire(import.meta.url)(name) as Record<string, Storage>;
  return [((await import(name)) as Record<string, Storage>)[key]!, native[key]!];
}

/**
 * Next.js's request scopes. Load after globalThis.AsyncLocalStorage is set (as Next.js's server sets
 * it before any route runs): the storages are made when their modules load.
 */
export async function requestScopes() {
  const { createRequestStoreForAPI } = await import("next/dist/server/async-storage/request-store");
  return {
    createRequestStoreForAPI,
    workUnitStorages: await bothCopies("next/dist/server/app-render/work-unit-async-storage.external", "workUnitAsyncStorage"),
    workStorages: await bothCopies("next/dist/server/app-render/work-async-storage.external", "workAsyncStorage"),
  };
}
