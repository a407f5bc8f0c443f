// The money pages' words in the interface language, built on the server: plans, checkout, the
// ledger and redeeming a friend's link. Islands import only the types (no catalog in the browser).
import { messagesFor, CATALOGS, type Messages } from "@/lib/i18n/catalogs";
import { errorWords, type ErrorWords } from "@/lib/i18n/form-errors";
import type { Locale } from "@/lib/i18n/locales";

type PlanNames = Messages["plans"]["planNames"];

/** The plan's name in the interface language, by its code; a plan the catalog does not know keeps its stored name. */
export function planNameIn(words: { planNames: PlanNames }, plan: { planName: string; name: string }): string {
  return words.planNames[plan.planName as keyof PlanNames] ?? plan.name;
}

const CODE_OF_NAME = new Map(Object.entries(CATALOGS.en.plans.planNames).map(([code, name]) => [name, code]));

/** A ledger entry's plan (stored by its English name) in the interface language. */
export function storedPlanNameIn(words: { planNames: PlanNames }, name: string | null): string | null {
  if (name === null) return null;
  const code = CODE_OF_NAME.get(name);
  return code ? planNameIn(words, { planName: code, name }) : name;
}

export type PurchaseText = Messages["purchase"] &
  Pick<Messages["plans"], "oneMock" | "mocks" | "valid" | "months" | "days"> & { planName: string; errors: ErrorWords };

export function purchaseText(locale: Locale, plan: { planName: string; name: string }): PurchaseText {
  const plans = messagesFor(locale, "plans");
  const { oneMock, mocks, valid, months, days } = plans;
  return { ...messagesFor(locale, "purchase"), oneMock, mocks, valid, months, days, planName: planNameIn(plans, plan), errors: errorWords(locale) };
}

export type RedeemText = Messages["redeem"] & { errors: ErrorWords };

export const redeemText = (locale: Locale): RedeemText => ({ ...messagesFor(locale, "redeem"), errors: errorWords(locale) });
