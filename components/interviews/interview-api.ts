// The interview page's calls. The link's token lives in session storage (never in the address
// bar once the page has read it) and goes out as x-access-token, as the spec says.
import type { Locale } from "@/lib/i18n/locales";
import { api } from "@/components/api/api";
import type { RequestResult } from "@/components/api/request";

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

export type PractiseVia = "link" | "session";

/** A failed call: its status and words, or none when the request did not get through. */
export type InterviewFailure = Extract<RequestResult<unknown>, { ok: false }>;

/** `take`: the take to record (above 1 when the question is asked again after a reload cut its answer). */
export type Question = {
  quest: string;
  audio: string | null;
  totalQuestions: number;
  ques_no: number;
  timeLimitSeconds: number;
  secondsLeft: number;
  take: number;
};

export const interviewApi = {
  open: (id: string, locale: Locale) => api("POST /api/interviews/open", { json: { id, locale }, headers: tokenHeader() }),
  consent: (id: string, version: string) => api("POST /api/interviews/consent", { json: { id, version, agree: true }, headers: tokenHeader() }),
  /** The question, or null (204) once every question has been asked; with `take`, that question again for that take where it can be. */
  question: (id: string, ques_no: number, take?: number) => api("POST /api/users/question", { json: { id, ques_no, take }, headers: tokenHeader() }),
  finish: (id: string) => api("POST /api/users/dbupdate", { json: { id }, headers: tokenHeader() }),
  /** A practice run: with the link's token on the interview page, or the owner's session (the bell). */
  practise: (id: string, via: PractiseVia = "link") => api("POST /api/interviews/practice", { json: { id }, headers: via === "link" ? tokenHeader() : {} }),
  askForTime: (id: string, extraTimePercent: number, note: string) =>
    api("POST /api/interviews/accommodation", { json: { id, extraTimePercent, note: note.trim() || undefined }, headers: tokenHeader() }),
  askForRetake: (id: string, note: string) =>
    api("POST /api/interviews/accommodation/retake", { json: { id, note: note.trim() || undefined }, headers: tokenHeader() }),
  askForAlternative: (id: string, reason: string) =>
    api("POST /api/interviews/alternative", { json: { id, reason: reason.trim() || undefined }, headers: tokenHeader() }),
  /** One answer upload; fields first, the file last, so the server checks the caller before storing. */
  upload: (form: FormData) => api("POST /api/users/videoUpload", { body: form, headers: tokenHeader() }),
};

/** Reads the interview again after a change (a request to the employer, their answer). */
export type Reopen = () => Promise<void>;
/** One of the page's requests to the employer, as it answers. */
export type AskCall = () => Promise<{ ok: true } | { ok: false; error: string }>;
/** Moves on from the question on screen (by the candidate, or by the clock at zero). */
export type MoveOn = (options?: { timeUp?: boolean }) => Promise<void>;
