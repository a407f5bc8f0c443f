// The interview page's calls. The link's token lives in session storage (never in the address
// bar once the page has read it) and goes out as x-access-token, as the spec says.
import { request, type RequestResult } from "@/components/api/request";
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

export function tokenHeader(): Record<string, string> {
  const token = sessionStorage.getItem(TOKEN_KEY);
  return token ? { "x-access-token": token } : {};
}

const post = <T>(path: string, json: unknown) => request<T>(path, { json, headers: tokenHeader() });

export type PractiseVia = "link" | "session";

/** A failed call: its status and words, or none when the request did not get through. */
export type InterviewFailure = Extract<RequestResult<unknown>, { ok: false }>;

export type Question = { quest: string; audio: string | null; totalQuestions: number; ques_no: number; timeLimitSeconds: number; secondsLeft: number };

export const interviewApi = {
  open: (id: string) => post<InterviewOverview>("/api/interviews/open", { id }),
  consent: (id: string, version: string) => post("/api/interviews/consent", { id, version, agree: true }),
  /** The question, or null (204) once every question has been asked. */
  question: (id: string, ques_no: number) => post<Question | null>("/api/users/question", { id, ques_no }),
  finish: (id: string) => post("/api/users/dbupdate", { id }),
  /** A practice run: with the link's token on the interview page, or the owner's session (the bell). */
  practise: (id: string, via: PractiseVia = "link") =>
    request<{ mock_id: string; run: number }>("/api/interviews/practice", { json: { id }, headers: via === "link" ? tokenHeader() : {} }),
  askForTime: (id: string, extraTimePercent: number, note: string) =>
    post<{ status: "APPROVED" | "PENDING"; extraTimePercent: number }>("/api/interviews/accommodation", { id, extraTimePercent, note: note.trim() || undefined }),
  askForRetake: (id: string, note: string) =>
    post<{ status: "PENDING"; retakes: number }>("/api/interviews/accommodation/retake", { id, note: note.trim() || undefined }),
  askForAlternative: (id: string, reason: string) =>
    post<{ id: string; status: "PENDING" }>("/api/interviews/alternative", { id, reason: reason.trim() || undefined }),
  /** One answer upload; fields first, the file last, so the server checks the caller before storing. */
  upload: (form: FormData) => request("/api/users/videoUpload", { body: form, headers: tokenHeader() }),
};
