import type { ReactNode } from "react";
import { CardPage } from "@/components/layout/card-page";

/** Onboarding: the auth look with a wider card for the profile steps. */
export default function OnboardingLayout({ children }: { children: ReactNode }) {
  return <CardPage wide>{children}</CardPage>;
}
