// Whether this device may hold recordings for an owner, asked of IndexedDB directly. The pages that
// only offer to send what an earlier visit kept (the dashboard, the mock list) load the device store
// (idb), the outbox and the prompt only when the answer is yes. Whatever cannot be told for sure
// (no IndexedDB, no list of databases, a read that fails) counts as yes: the prompt then looks itself.

/** The device store's database (device-store.ts opens it through idb). */
export const KEPT_DB_NAME = "hireready-recordings";

export async function mayHoldRecordings(owner: string): Promise<boolean> {
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return true;
  try {
    if (!(await indexedDB.databases()).some((db) => db.name === KEPT_DB_NAME)) return false;
  } catch {
    return true;
  }
  return new Promise((resolve) => {
    const open = indexedDB.open(KEPT_DB_NAME);
    // Gone since it was listed: opening it here must not create it (the device store makes it, at its version).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(true);
    open.onblocked = () => resolve(true);
    open.onsuccess = () => {
      const db = open.result;
      const done = (answer: boolean) => {
        db.close();
        resolve(answer);
      };
      try {
        if (!db.objectStoreNames.contains("recordings")) return done(false);
        const count = db.transaction("recordings").objectStore("recordings").index("owner").count(owner);
        count.onsuccess = () => done(count.result > 0);
        count.onerror = () => done(true);
      } catch {
        done(true);
      }
    };
  });
}
