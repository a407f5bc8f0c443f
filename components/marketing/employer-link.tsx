import Link from "next/link";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import { employerSite } from "@/lib/env";

/**
 * A link for employers: the employer site in a new window when EMPLOYER_LOGIN_URL is set,
 * otherwise the contact form on /our-teams (there is no employer site to send them to).
 */
export function EmployerLink({ className, children, icon = false }: { className?: string; children: ReactNode; icon?: boolean }) {
  const site = employerSite();
  if (!site.external) {
    return (
      <Link href={site.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={site.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon ? <Icon name="external" className="size-4" /> : null}
      <span className="sr-only"> (opens in a new window)</span>
    </a>
  );
}
