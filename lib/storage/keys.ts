// Keys become file paths on disk and object names on S3, so they are checked before either
// sees them: a key from a request must never reach outside the uploads directory.
// A segment may not start with "." (rules out ".", ".." and the disk driver's ".tmp" dir).
const SEGMENT = /^[a-zA-Z0-9_-][a-zA-Z0-9_.-]*$/;
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export function isValidKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH || key.includes("..")) return false;
  if (key.endsWith(".meta.json")) return false; // the disk driver's sidecar name
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
}
