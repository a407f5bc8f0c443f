import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ContactForm } from "@/components/marketing/contact-form";
import { marketingMetadata } from "@/components/marketing/page-metadata";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { FOUNDERS } from "@/components/marketing/team";
import { Icon } from "@/components/ui/icons";
import { TagList } from "@/components/ui/tag-list";
import { brand } from "@/lib/brand";
import { EmployerLink } from "@/components/marketing/employer-link";
import { employerSite } from "@/lib/env";
import { SocialLinks } from "@/components/marketing/social-links";

export const metadata: Metadata = marketingMetadata("team");

export default function OurTeamPage() {
  const employer = employerSite();
  const contacts: { icon: ReactNode; label: string; value: string; href?: string }[] = [
    { icon: <Icon name="mail" />, label: "E-mail", value: brand.contactEmail, href: `mailto:${brand.contactEmail}` },
    { icon: <Icon name="phone" />, label: "Phone", value: brand.phone, href: `tel:${brand.phone.replace(/\s+/g, "")}` },
    { icon: <Icon name="mapPin" />, label: "Office", value: brand.address },
  ];

  return (
    <>
      <MarketingSection labelledBy="team-title" glow="h-[32rem]" inner="pt-12 pb-16 md:pt-20">
        <SectionHeading as="h1" id="team-title" eyebrow="Our team" title="Meet Our Team">
          A small team of recruiters and engineers in Bengaluru, building the interview practice we wish we had had.
        </SectionHeading>

        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {FOUNDERS.map((founder) => (
            <li key={founder.name} className="flex flex-col rounded-3xl bg-white p-7 shadow-card ring-1 ring-ink-200/80 sm:p-8">
              <div className="flex items-center gap-4">
                <span
                  aria-hidden="true"
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
              <TagList items={founder.focus} label={`${founder.name} focuses on`} tone="ink" className="mt-6 gap-2" tagClassName="px-3 py-1 text-xs" />
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
          <SectionHeading id="contact-title" eyebrow="Contact us" title="Let's talk">
            Questions about plans, white labelling, partnerships or your account? Write to us and a person will reply.
          </SectionHeading>
          <ul className="mt-8 space-y-5">
            {contacts.map((contact) => (
              <li key={contact.label} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-ink-200">
                  {contact.icon}
                </span>
                <div>
                  <p className="text-sm font-medium text-ink-600">{contact.label}</p>
                  <p className="mt-0.5 font-medium text-ink-900">
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
          <SocialLinks className="mt-8 flex gap-2" linkClassName="bg-white text-ink-600 ring-1 ring-ink-200" />
          <p className="mt-8 rounded-2xl bg-white p-5 text-sm leading-relaxed text-ink-600 ring-1 ring-ink-200">
            {employer.external ? (
              <>
                Hiring? Employers sign in on the{" "}
                <EmployerLink className="font-semibold text-brand-700 underline underline-offset-2">employer site</EmployerLink>.
              </>
            ) : (
              "Hiring? Tell us about the roles you want to fill with this form and we will set you up."
            )}
          </p>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-200/80 sm:p-8">
          <h3 className="text-lg font-semibold text-ink-950">Send us a message</h3>
          <p className="mt-1 mb-6 text-sm text-ink-600">We usually reply within one working day.</p>
          <ContactForm />
        </div>
      </MarketingSection>
    </>
  );
}
