import Link from "next/link";
import { BrandLogo } from "@/components/layout/brand-logo";
import { screenLink } from "@/components/layout/nav-items";
import { Icon } from "@/components/ui/icons";
import { brand } from "@/lib/brand";
import { employerSite } from "@/lib/env";
import { SocialLinks } from "./social-links";

type FooterLink = { href: string; label: string; kind?: "page" | "app" | "external" | "reload" };

const linkClass = "rounded text-sm text-ink-300 transition-colors hover:text-white";

function FooterAnchor({ href, label, kind = "page" }: FooterLink) {
  if (kind === "external") {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-1`}>
        {label}
        <Icon name="external" className="size-3.5" />
        <span className="sr-only">(opens in a new window)</span>
      </a>
    );
  }
  // Links into /mock open by full page load (the mock area keeps its own state).
  if (kind === "reload")
    return (
      <a href={href} className={linkClass}>
        {label}
      </a>
    );
  // The candidate area renders per request: no prefetching it from every public page view.
  return (
    <Link href={href} prefetch={kind === "app" ? false : undefined} className={linkClass}>
      {label}
    </Link>
  );
}

/** The public site's footer. Prerendered: links come from lib/brand.ts and the build's configuration. */
export function SiteFooter() {
  const employer = employerSite();
  const mockPlans = screenLink("mockPlans");
  const columns: { title: string; links: FooterLink[] }[] = [
    {
      title: "Candidates",
      links: [
        { href: "/auth/register", label: "Create an account", kind: "app" },
        { href: "/auth/login", label: "Sign in", kind: "app" },
        ...(mockPlans ? [{ href: mockPlans, label: "Mock interview plans", kind: "reload" as const }] : []),
      ],
    },
    {
      title: "Company",
      links: [
        { href: "/", label: "About" },
        { href: "/pricing", label: "Pricing" },
        { href: "/our-teams", label: "Our team" },
        { href: brand.whiteLabelUrl, label: "White Label" },
        employer.external ? { href: employer.href, label: "Employer login", kind: "external" } : { href: employer.href, label: "For employers" },
      ],
    },
    {
      title: "Legal",
      links: [
        { href: "/privacy-policy", label: "Privacy Policy" },
        { href: "/terms-and-conditions", label: "Terms and Conditions" },
      ],
    },
  ];

  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 pb-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm sm:col-span-3 lg:col-span-1">
          <BrandLogo href="/" inverted />
          <p className="mt-4 text-sm leading-relaxed">{brand.tagline} Find roles, apply fast and rehearse with AI.</p>
          <a href={`mailto:${brand.contactEmail}`} className={`${linkClass} mt-4 inline-flex items-center gap-2`}>
            <Icon name="mail" className="size-4" />
            {brand.contactEmail}
          </a>
          <SocialLinks className="mt-6 flex gap-2" linkClassName="bg-white/5 text-ink-300 ring-1 ring-white/10" />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor {...link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-ink-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {brand.name}. All rights reserved.
          </p>
          <p>{brand.address}</p>
        </div>
      </div>
    </footer>
  );
}
