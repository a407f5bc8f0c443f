export function preview(text: string, length: number): { short: string; cut: boolean } {
  return text.length > length ? { short: `${text.slice(0, length).trimEnd()}…`, cut: true } : { short: text, cut: false };
}
