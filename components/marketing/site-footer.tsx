import Link from "next/link";
import { BrandLogo } from "@/components/layout/brand-logo";
import { Icon, socialIconName } from "@/components/ui/icons";
import { brand } from "@/lib/brand";

const COLUMNS = [
  {
    title: "Company",
    links: [
      { href: "/pricing", label: "Pricing" },
      { href: "/our-teams", label: "Our team" },
      { href: brand.whiteLabelUrl, label: "White Label" },
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

const linkClass = "text-sm text-ink-300 transition-colors hover:text-white";

/** The public site's footer. Static: brand, links and social profiles all come from lib/brand.ts. */
export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 pb-10 sm:px-6 md:grid-cols-[1.6fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <BrandLogo href="/" inverted />
          <p className="mt-4 text-sm leading-relaxed">{brand.tagline} Find roles, apply fast and rehearse with AI.</p>
          <a href={`mailto:${brand.contactEmail}`} className={`${linkClass} mt-4 inline-flex items-center gap-2`}>
            <Icon name="mail" className="size-4" />
            {brand.contactEmail}
          </a>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {brand.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${social.name} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-full bg-white/5 text-ink-300 ring-1 ring-white/10 transition-colors hover:bg-brand-600 hover:text-white"
                >
                  <Icon name={socialIconName(social.name)} className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-ink-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
