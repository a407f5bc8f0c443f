// A candidate page's <title>: the `title` of its catalog namespace, in the interface language.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

type TitledNamespace = "applications" | "discover" | "dashboard" | "settings" | "mockInterview";

/** The page's generateMetadata: `export const generateMetadata = titleFrom("settings");`. */
export function titleFrom(namespace: TitledNamespace): () => Promise<Metadata> {
  return async () => ({ title: (await getTranslations(namespace))("title") });
}
