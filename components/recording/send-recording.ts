// How a recording travels to us: today one multipart POST to the route that takes it, with real
// upload progress (XMLHttpRequest reports bytes sent; fetch does not). Callers know only this
// function, so a resumable protocol can replace the transport without touching them.

export type SendRequest = {
  url: string;
  /** The form's text fields, in order; the file goes last so the route checks the caller before storing a byte. */
  fields: [string, string][];
  fileField: string;
  file: Blob;
  fileName: string;
  headers?: Record<string, string>;
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

export type SendResult =
  | { ok: true; status: number; data: Record<string, unknown> }
  /** status 0: the request did not get through. */
  | { ok: false; status: number; error: string };

export const SEND_FAILED = "something went wrong while uploading file";

export function sendRecording(req: SendRequest): Promise<SendResult> {
  const form = new FormData();
  for (const [name, value] of req.fields) form.append(name, value);
  form.append(req.fileField, new File([req.file], req.fileName, { type: req.file.type }));
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", req.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(req.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) req.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ ok: false, status: 0, error: SEND_FAILED });
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
      } catch {
        // An answer without JSON (a proxy's page): the status decides.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, status: xhr.status, data: body });
      const said = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : SEND_FAILED;
      resolve({ ok: false, status: xhr.status, error: said });
    };
    xhr.send(form);
  });
}
