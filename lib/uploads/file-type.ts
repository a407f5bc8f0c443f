// What a file really is, from its first bytes; the browser's name and type are only hints.
export type SniffedType = "pdf" | "png" | "jpeg" | "heic" | "webm" | "mp4" | "docx";

export const CONTENT_TYPES: Record<SniffedType, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  heic: "image/heic",
  webm: "video/webm",
  mp4: "video/mp4",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const EXTENSIONS: Record<SniffedType, string> = { pdf: "pdf", png: "png", jpeg: "jpg", heic: "heic", webm: "webm", mp4: "mp4", docx: "docx" };

/** Bytes needed to tell every type apart. */
export const SNIFF_BYTES = 16;

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
// What browsers that record MP4 instead of WebM (Safari) write as the major brand; "M4A " for audio only.
const MP4_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "M4A ", "dash"]);

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  return head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
}

function ascii(head: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...head.subarray(from, to));
}

export function sniffFileType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(head, 8, 12))) return "heic";
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp" && MP4_BRANDS.has(ascii(head, 8, 12))) return "mp4";
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  // A .docx is a ZIP; the caller that accepts docx checks nothing more (mimetype sniffing of
  // ZIP members would need the whole central directory).
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "docx";
  return null;
}
