import type { ReactNode } from "react";
import { CardPage } from "@/components/layout/card-page";

/** Sign-in, sign-up and password screens: a centred card, no top bar. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <CardPage centred>{children}</CardPage>;
}
