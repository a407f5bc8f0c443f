/**
 * A client island's message with its values put in: "{count} unread" → "3 unread". The islands get
 * plain strings from the server's catalog (no message library in the browser), so only simple
 * `{name}` slots are used in the messages they are handed.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/**
 * A message whose slots hold parts drawn apart (a bold number, a link): "There are {count}." with
 * count → <strong>6 questions</strong> gives ["There are ", <strong/>, "."], for JSX to draw in order.
 */
export function fillParts<T>(message: string, values: Record<string, T | string | number>): (T | string)[] {
  return message
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined || !(name in values)) return part;
      const value = values[name]!;
      return typeof value === "number" ? String(value) : value;
    });
}
