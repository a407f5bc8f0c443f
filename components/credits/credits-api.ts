// Browser calls for credits, sharing and payments.
import { request } from "@/components/api/request";

export const CREDITS_CHANGED_EVENT = "hireready:credits-changed";

/** Tells every credit badge on the page to read the balance again. */
export function announceCreditsChanged(credits?: number): void {
  window.dispatchEvent(new CustomEvent(CREDITS_CHANGED_EVENT, { detail: credits }));
}

export const fetchCredits = () => request<{ credits: number }>("/api/mock/credits");
export const requestShareLink = () => request<{ shareUrl?: string; credits?: number }>("/api/mock/share-link");
export const redeemToken = (token: string) => request<{ message: string; credits: number }>("/api/mock/redeem", { json: { token } });
