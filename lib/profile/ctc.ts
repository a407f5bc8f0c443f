// Pay (CTC) as a candidate types it: whole rupees a year. Shared by the onboarding step, the profile
// form and both handlers, so what the box accepts is what the server stores.
import { CTC_MAX } from "./profile-limits";

export const CTC_MESSAGE = "Please enter the amount in whole rupees";
export const CTC_TOO_LARGE = "That amount looks too large";

/**
 * The amount typed, in rupees: digits, with commas or spaces between groups ("12,00,000").
 * Anything else ("12.5", "12abc", "1e6") is NaN: refused, never read as another amount.
 */
export function parseCtc(text: string): number {
  const trimmed = text.trim();
  return /^\d[\d,\s]*$/.test(trimmed) ? Number(trimmed.replace(/[,\s]/g, "")) : Number.NaN;
}

/** What is wrong with the text in a CTC box, or null when it is empty or a whole amount. */
export function ctcInputError(text: string): string | null {
  if (text.trim() === "") return null;
  const amount = parseCtc(text);
  if (Number.isNaN(amount)) return CTC_MESSAGE;
  return amount > CTC_MAX ? CTC_TOO_LARGE : null;
}
