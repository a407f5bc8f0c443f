import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BrandLogo } from "@/components/layout/brand-logo";
import { screenLink } from "@/components/layout/nav-items";
import { Icon } from "@/components/ui/icons";
import { brand } from "@/lib/brand";
import { employerSite } from "@/lib/env";
import { messagesFor } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { authHref, marketingHref } from "./locale-path";
import { SocialLinks } from "./social-links";

type FooterLink = { href: string; label: string; kind?: "page" | "app" | "external" | "reload"; newWindowText?: string; hrefLang?: string };

const linkClass = "rounded text-sm text-ink-300 transition-colors hover:text-white";

function FooterAnchor({ href, label, kind = "page", newWindowText, hrefLang }: FooterLink) {
  if (kind === "external") {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-1`}>
        {label}
        <Icon name="external" className="size-3.5" />
        <span className="sr-only">{newWindowText}</span>
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
    <Link href={href} hrefLang={hrefLang} prefetch={kind === "app" ? false : undefined} className={linkClass}>
      {label}
    </Link>
  );
}

/** A public page in the footer's language when it has that version, else the English page (marked so). */
function pageLink(locale: Locale, path: string, label: string): FooterLink {
  const href = marketingHref(locale, path);
  return locale === "hi" && href === path ? { href, label, hrefLang: "en" } : { href, label };
}

/** The public site's footer, in the page's language. Prerendered: links come from lib/brand.ts and the build's configuration. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "marketing" });
  const employer = employerSite();
  const mockPlans = screenLink("mockPlans");
  const newWindowText = t("newWindow");
  const columns: { title: string; links: FooterLink[] }[] = [
    {
      title: t("candidates"),
      links: [
        // A Hindi page's way in sets the language cookie on the way (a full page load).
        { href: authHref(locale, "/auth/register"), label: t("createAccount"), kind: locale === "en" ? "app" : "reload" },
        { href: authHref(locale, "/auth/login"), label: t("footerSignIn"), kind: locale === "en" ? "app" : "reload" },
        ...(mockPlans ? [{ href: mockPlans, label: t("mockPlans"), kind: "reload" as const }] : []),
      ],
    },
    {
      title: t("company"),
      links: [
        pageLink(locale, "/", t("nav.about")),
        pageLink(locale, "/pricing", t("nav.pricing")),
        pageLink(locale, "/our-teams", t("nav.team")),
        { href: marketingHref(locale, brand.whiteLabelUrl), label: t("whiteLabel") },
        employer.external
          ? { href: employer.href, label: t("employerLogin"), kind: "external", newWindowText }
          : { href: employer.href, label: t("forEmployers") },
      ],
    },
    {
      title: t("legal"),
      links: [pageLink(locale, "/privacy-policy", t("privacy")), pageLink(locale, "/terms-and-conditions", t("terms"))],
    },
  ];

  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 pb-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm sm:col-span-3 lg:col-span-1">
          <BrandLogo href={marketingHref(locale, "/")} inverted />
          <p className="mt-4 text-sm leading-relaxed">
            {t("tagline")} {t("footerLine")}
          </p>
          <a href={`mailto:${brand.contactEmail}`} className={`${linkClass} mt-4 inline-flex items-center gap-2`}>
            <Icon name="mail" className="size-4" />
            {brand.contactEmail}
          </a>
          <SocialLinks text={messagesFor(locale, "marketing")} className="mt-6 flex gap-2" linkClassName="bg-white/5 text-ink-300 ring-1 ring-white/10" />
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
            © {new Date().getFullYear()} {brand.name}. {t("rights")}
          </p>
          <p>{brand.address}</p>
        </div>
      </div>
    </footer>
  );
}
