// The interview page's calls. The link's token lives in session storage (never in the address
// bar once the page has read it) and goes out as x-access-token, as the spec says.
import type { InterviewOverview } from "@/lib/interviews/open-interview";

const TOKEN_KEY = "interviewAccessToken";

/** Moves `token` from the address bar into session storage; returns the token to use. */
export function adoptTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get("token");
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

function headers(json: boolean): HeadersInit {
  const h: Record<string, string> = {};
  if (json) h["Content-Type"] = "application/json";
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (token) h["x-access-token"] = token;
  return h;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function post<T>(path: string, body: unknown): Promise<{ status: number; data: T | null }> {
  const res = await fetch(path, { method: "POST", headers: headers(true), body: JSON.stringify(body), credentials: "same-origin" });
  if (res.status === 204) return { status: 204, data: null };
  const data = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new ApiError(res.status, data.error ?? "Something went wrong. Please try again.");
  return { status: res.status, data };
}

export type Question = { quest: string; audio: string | null; totalQuestions: number; ques_no: number; timeLimitSeconds: number; secondsLeft: number };

export const interviewApi = {
  open: async (id: string) => (await post<InterviewOverview>("/api/interviews/open", { id })).data!,
  consent: (id: string, version: string) => post("/api/interviews/consent", { id, version, agree: true }),
  question: async (id: string, ques_no: number) => (await post<Question>("/api/users/question", { id, ques_no })).data,
  finish: (id: string) => post("/api/users/dbupdate", { id }),
  practise: async (id: string) => (await post<{ mock_id: string; run: number }>("/api/interviews/practice", { id })).data!,
  askForTime: async (id: string, extraTimePercent: number, note: string) =>
    (await post<{ status: "APPROVED" | "PENDING"; extraTimePercent: number }>("/api/interviews/accommodation", { id, extraTimePercent, note: note.trim() || undefined })).data!,
  /** One answer upload; fields first, the file last, so the server checks the caller before storing. */
  upload: async (form: FormData): Promise<number> => {
    const res = await fetch("/api/users/videoUpload", { method: "POST", headers: headers(false), body: form, credentials: "same-origin" });
    return res.status;
  },
};
