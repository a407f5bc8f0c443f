// Browser calls for credits, sharing and payments.
import { api } from "@/components/api/api";

export const CREDITS_CHANGED_EVENT = "hireready:credits-changed";

/** Tells every credit badge on the page to read the balance again. */
export function announceCreditsChanged(credits?: number): void {
  window.dispatchEvent(new CustomEvent(CREDITS_CHANGED_EVENT, { detail: credits }));
}

export const fetchCredits = () => api("GET /api/mock/credits");
export const requestShareLink = () => api("GET /api/mock/share-link");
export const redeemToken = (token: string) => api("POST /api/mock/redeem", { json: { token } });

/** What `useCredits` holds when the balance cannot be read (the badge says it in the interface language). */
export const CREDITS_FETCH_ERROR = "Failed to fetch credits";

/** The coupon check's answer when it names no reason (the server's own words for an unknown code). */
export const COUPON_INVALID = "Invalid coupon code";
