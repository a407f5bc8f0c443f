// A public page's link into sign-in or sign-up: English pages keep their client-side Link; a Hindi
// page's goes by full page load through the language cookie (`authHref`), never prefetched, since
// following it sets the cookie.
import Link from "next/link";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { authHref } from "./locale-path";

type AuthLinkProps = { locale: Locale; href: "/auth" | "/auth/login" | "/auth/register"; className: string; prefetch?: false; children: ReactNode };

export function AuthLink({ locale, href, className, prefetch, children }: AuthLinkProps) {
  if (locale === "en") {
    return (
      <Link href={href} prefetch={prefetch} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={authHref(locale, href)} className={className}>
      {children}
    </a>
  );
}
