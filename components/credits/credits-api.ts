// Browser calls for credits, sharing and payments (same origin, JSON).
export const CREDITS_CHANGED_EVENT = "hireready:credits-changed";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function apiJson<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown } = {}): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
    cache: "no-store",
  });
  const data = (await res.json().catch(() => ({}))) as T & { error?: string; message?: string };
  if (!res.ok) throw new ApiError(data.error ?? data.message ?? "Something went wrong. Please try again.", res.status);
  return data;
}

/** Tells every credit badge on the page to read the balance again. */
export function announceCreditsChanged(credits?: number): void {
  window.dispatchEvent(new CustomEvent(CREDITS_CHANGED_EVENT, { detail: credits }));
}

export const fetchCredits = () => apiJson<{ credits: number }>("/api/mock/credits");
export const requestShareLink = () => apiJson<{ shareUrl?: string; credits?: number }>("/api/mock/share-link");
export const redeemToken = (token: string) =>
  apiJson<{ message: string; credits: number }>("/api/mock/redeem", { method: "POST", body: { token } });
