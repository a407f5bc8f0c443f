// What a form takes: its fields (a zod schema) and at most one file, the spec a domain function
// states and the route builder hands to the one form receiver (lib/http/receive-form.ts), and
// what the receiver hands back. Domains speak of forms through these types, never through the
// receiver.
import { z } from "zod";
import type { UploadKind } from "./kinds";
import type { StoredUpload } from "./store-upload";

/** The plain fields as sent: a repeated field (named in `repeated`) as a list, any other as text. */
export type RawFields = Record<string, string | string[]>;

/** The fields of a form whose domain function checks them itself (in the spec's order, after the file). */
export const ZTextFields = z.record(z.string(), z.string());

/** A form of one file and nothing else. */
export const ZNoFields = z.object({});

export type FormFile = {
  /** The form field that holds the file. */
  field: string;
  kind: UploadKind;
  /** Builds the storage key from the detected extension. */
  key: (extension: string) => string;
  /** The name kept when the client gave none. */
  fallbackName?: string;
  /** Refused with 400 and these words when the form has no file; without it a form may come without one. */
  missing?: string;
  /** When storage cannot take the file: a retryable 503 in these words (otherwise a 500). */
  unavailable?: string;
  /** A form sent with no file chosen still has the part, with an empty name: treat it as no file. */
  unnamedIsNone?: boolean;
  /** The file may also be sent as the whole body (not multipart), its name in X-File-Name. */
  rawBody?: boolean;
  /**
   * Owners (lib/uploads/resumable.ts) whose finished resumable upload may stand in for the file:
   * the form then names it in `upload_id` and sends no file part.
   */
  resumableOwners?: string[];
};

export type FormSpec<S = z.ZodType> = {
  fields: S;
  file?: FormFile;
  /** Fields that may be sent several times, read as lists. */
  repeated?: readonly string[];
  /** Largest plain field in bytes (4 KB unless given), per field name or for all. */
  fieldBytes?: number | Record<string, number>;
  maxParts?: number;
  /** Room for the framing and the fields around the file (16 KB unless given). */
  overheadBytes?: number;
  /**
   * Runs when the file part arrives, on the fields sent before it (our pages send them first),
   * before a byte is stored: it may refuse by throwing, answer "skip" to pass over the file, or
   * give the kind to store it as when the fields narrow it (a mock's own answer time).
   */
  beforeFile?: (raw: RawFields) => Promise<BeforeFile> | BeforeFile;
};

export type BeforeFile = "store" | "skip" | { kind: UploadKind };

export type ReceivedFile = StoredUpload & {
  /** The cleaned file name the client gave (or the spec's fallback). */
  name: string;
};

export type ReceivedForm<T> = { fields: T; stored: ReceivedFile | null };
