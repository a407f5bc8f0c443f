import Link from "next/link";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import { employerSite } from "@/lib/env";

/**
 * A link for employers: the employer site when EMPLOYER_LOGIN_URL is set, otherwise the contact form
 * on /our-teams (there is no employer site to send them to). The employer site always opens in a new
 * window; `newWindow` opens the contact form in one too (the "I'm hiring candidates" door).
 */
export function EmployerLink({
  className,
  children,
  icon = false,
  newWindow = false,
  newWindowText = "(opens in a new window)",
}: {
  className?: string;
  children: ReactNode;
  icon?: boolean;
  newWindow?: boolean;
  /** The screen reader's note, in the page's language (a public page's is English). */
  newWindowText?: string;
}) {
  const site = employerSite();
  if (!site.external && !newWindow) {
    return (
      <Link href={site.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={site.href} target="_blank" rel="noopener" className={className}>
      {children}
      {icon ? <Icon name="external" className="size-4" /> : null}
      <span className="sr-only"> {newWindowText}</span>
    </a>
  );
}
