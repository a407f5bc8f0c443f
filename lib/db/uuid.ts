// The one UUID check: an id from a URL, a cookie or a reference is tested before it reaches a uuid
// column (PostgreSQL refuses a malformed one with an error, not an empty result).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
