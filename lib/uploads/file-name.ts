// The one file-name cleaner: what a client calls a file is kept only as a display name.

/**
 * A display name safe to store and show: no path, no control or bidirectional-override
 * characters (which can disguise an extension), bounded length; `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}
