import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/marketing/contact-form";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { founders } from "@/components/marketing/team";
import { Icon } from "@/components/ui/icons";
import { TagList } from "@/components/ui/tag-list";
import { brand } from "@/lib/brand";
import { messagesFor } from "@/lib/i18n/catalogs";
import { CONTACT_FORM_ERRORS, errorWords } from "@/lib/i18n/form-errors";
import type { Locale } from "@/lib/i18n/locales";
import { EmployerLink } from "@/components/marketing/employer-link";
import { employerSite } from "@/lib/env";
import { SocialLinks } from "@/components/marketing/social-links";
import { marketingHref } from "@/components/marketing/locale-path";

/** Our team and the contact block in `locale` (the `marketingTeam` namespace; the language is the path's, never the request's). */
export async function TeamPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "marketingTeam" });
  const words = messagesFor(locale, "marketingTeam");
  const employer = employerSite();
  const contacts: { icon: ReactNode; label: string; value: string; href?: string }[] = [
    { icon: <Icon name="mail" />, label: t("email"), value: brand.contactEmail, href: `mailto:${brand.contactEmail}` },
    { icon: <Icon name="phone" />, label: t("phone"), value: brand.phone, href: `tel:${brand.phone.replace(/\s+/g, "")}` },
    { icon: <Icon name="mapPin" />, label: t("office"), value: brand.address },
  ];

  return (
    <>
      <MarketingSection labelledBy="team-title" glow="h-[32rem]" inner="pt-12 pb-16 md:pt-20">
        <SectionHeading as="h1" id="team-title" eyebrow={t("eyebrow")} title={t("title")}>
          {t("lead")}
        </SectionHeading>

        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {founders(words).map((founder) => (
            <li key={founder.name} className="flex flex-col rounded-3xl bg-white p-7 shadow-card ring-1 ring-ink-200/80 sm:p-8">
              <div className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  translate="no"
                  className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-xl font-bold text-white shadow-sm"
                >
                  {founder.initials}
                </span>
                <div>
                  <h2 className="text-xl font-bold text-ink-950">{founder.name}</h2>
                  <p className="text-sm font-medium text-brand-700">{founder.role}</p>
                </div>
              </div>
              <div className="mt-5 flex-1 space-y-3 text-base leading-relaxed text-ink-700">
                {founder.bio.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </div>
              <TagList
                items={founder.focus}
                label={t("focusesOn", { name: founder.name })}
                tone="ink"
                className="mt-6 gap-2"
                tagClassName="px-3 py-1 text-xs"
              />
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="contact"
        labelledBy="contact-title"
        className="scroll-mt-16"
        tinted
        inner="grid gap-10 py-16 lg:grid-cols-[0.85fr_1.15fr] lg:gap-14"
      >
        <div>
          <SectionHeading id="contact-title" eyebrow={t("contactEyebrow")} title={t("contactTitle")}>
            {t("contactLead")}
          </SectionHeading>
          <ul className="mt-8 space-y-5">
            {contacts.map((contact) => (
              <li key={contact.label} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-ink-200">
                  {contact.icon}
                </span>
                <div>
                  <p className="text-sm font-medium text-ink-600">{contact.label}</p>
                  <p className="mt-0.5 font-medium text-ink-900" translate="no">
                    {contact.href ? (
                      <a href={contact.href} className="rounded hover:text-brand-700">
                        {contact.value}
                      </a>
                    ) : (
                      contact.value
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <SocialLinks text={messagesFor(locale, "marketing")} className="mt-8 flex gap-2" linkClassName="bg-white text-ink-600 ring-1 ring-ink-200" />
          <p className="mt-8 rounded-2xl bg-white p-5 text-sm leading-relaxed text-ink-600 ring-1 ring-ink-200">
            {employer.external ? (
              <>
                {t("hiringExternal")}{" "}
                <EmployerLink newWindowText={messagesFor(locale, "marketing").newWindow} className="font-semibold text-brand-700 underline underline-offset-2">
                  {t("employerSite")}
                </EmployerLink>
                {t("hiringExternalEnd")}
              </>
            ) : (
              t("hiringContact")
            )}
          </p>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-200/80 sm:p-8">
          <h3 className="text-lg font-semibold text-ink-950">{t("formTitle")}</h3>
          <p className="mt-1 mb-6 text-sm text-ink-600">{t("formLead")}</p>
          <ContactForm text={words.form} errors={errorWords(locale, CONTACT_FORM_ERRORS)} privacyHref={marketingHref(locale, "/privacy-policy")} />
        </div>
      </MarketingSection>
    </>
  );
}
