// A page's <title>: one message of its catalog namespace (`title` unless another is named), in the interface language.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

type TitledNamespace =
  | "accountPages"
  | "applications"
  | "auth"
  | "cvPage"
  | "dashboard"
  | "disc"
  | "discover"
  | "ledger"
  | "mockInterview"
  | "mockList"
  | "mockReview"
  | "newMock"
  | "plans"
  | "purchase"
  | "redeem"
  | "settings";

/**
 * The page's generateMetadata: `export const generateMetadata = titleFrom("settings");`, or with the
 * message's key and the page's other metadata: `titleFrom("accountPages", "titleClosed", { robots: { index: false } })`.
 */
export function titleFrom(namespace: TitledNamespace, key = "title", more: Metadata = {}): () => Promise<Metadata> {
  return async () => ({ title: (await getTranslations(namespace))(key), ...more });
}
