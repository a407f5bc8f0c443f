/**
 * A client island's message with its values put in: "{count} unread" → "3 unread". The islands get
 * plain strings from the server's catalog (no message library in the browser), so only simple
 * `{name}` slots are used in the messages they are handed.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
