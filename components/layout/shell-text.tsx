"use client";
// The shell's words in the chosen language: the server reads them from the catalog
// (lib/i18n/messages/) and hands the shell this one namespace, so the browser gets only the
// messages the shell shows and no message library.
import { createContext, useContext, type ReactNode } from "react";
import type { Messages } from "@/lib/i18n/catalogs";
import type { InterestWords } from "@/components/onboarding/interest-picker";
import type { MobileWords } from "@/components/onboarding/mobile-verification";
import type { TimeAgoWords } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

export type ShellText = Messages["shell"] & {
  language: Messages["language"];
  errors: Messages["errors"];
  /** The profile popup's words: the shell's profile menu opens it on every page. */
  profile: Messages["profile"];
  cvField: Messages["cvField"];
  /** The industries' names in the interface language, by `industryKey` of their English names. */
  industries: Messages["industries"];
  /** The popup's phone box and interests picker (the `onboarding` words they say). */
  phoneWords: MobileWords;
  interestWords: InterestWords;
  /** The interface language: the popup asks for its refusals' words when it opens (none in English). */
  locale: Locale;
  /** How long ago a notification came (the `jobCard` namespace's words) and the tag its older dates are written in. */
  timeAgo: TimeAgoWords;
  dateTag: "en-IN" | "hi-IN";
};

const ShellTextContext = createContext<ShellText | null>(null);

export function ShellTextProvider({ text, children }: { text: ShellText; children: ReactNode }) {
  return <ShellTextContext.Provider value={text}>{children}</ShellTextContext.Provider>;
}

/** The shell's messages; only parts drawn inside the AppShell call it. */
export function useShellText(): ShellText {
  const text = useContext(ShellTextContext);
  if (!text) throw new Error("useShellText outside the AppShell");
  return text;
}

/** The shell's messages where the shell may be missing (an error screen of a signed-out visit): null there. */
export function useShellTextIfAny(): ShellText | null {
  return useContext(ShellTextContext);
}

/** The navigation links' names in the interface language, by their paths. */
export function useNavLabels(): Record<string, string> {
  const { nav } = useShellText();
  return { "/dashboard": nav.home, "/jobs": nav.jobs, "/discover": nav.discover, "/mock": nav.mock, "/test/disc": nav.disc, "/settings": nav.settings };
}
