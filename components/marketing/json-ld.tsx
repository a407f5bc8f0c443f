import { brand } from "@/lib/brand";

/** Structured data for search engines; "<" is escaped so the JSON can never close the script tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

export function organizationJsonLd(appUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    url: `${appUrl}/`,
    logo: `${appUrl}/logo.svg`,
    description: brand.description,
    email: brand.contactEmail,
    telephone: brand.phone,
    address: { "@type": "PostalAddress", streetAddress: brand.address, addressCountry: "IN" },
    sameAs: brand.social.map((social) => social.href),
    contactPoint: [
      { "@type": "ContactPoint", contactType: "customer support", email: brand.supportEmail, areaServed: "IN", availableLanguage: ["English"] },
      { "@type": "ContactPoint", contactType: "sales", email: brand.contactEmail, telephone: brand.phone, areaServed: "IN" },
    ],
  };
}
