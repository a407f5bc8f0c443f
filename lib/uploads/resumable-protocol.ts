// What the browser and the server agree on for resumable uploads (tus 1.0): where they go, how
// much one request carries, and the words for an upload the server no longer has.

export const RESUMABLE_PATH = "/api/uploads/resumable";

/**
 * Bytes per PATCH from the browser. Small enough that a phone reads one slice of the recording at
 * a time and a request on a slow uplink ends within a minute (2 MB at 400 kbps: about 42 s); large
 * enough that a 180 s answer (about 11 MB) takes six requests, not dozens of round trips.
 */
export const RESUMABLE_CHUNK_BYTES = 2 * 1024 * 1024;

/** The largest PATCH body the server takes: room above the browser's chunks for other tus clients. */
export const RESUMABLE_PATCH_MAX_BYTES = 4 * RESUMABLE_CHUNK_BYTES;

export const UPLOAD_NOT_FOUND = "This upload was not found: send the recording again";
