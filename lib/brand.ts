// Everything a white-label deployment changes: name, colours, contact and social links.
export const brand = {
  name: "HireReady",
  tagline: "Interview-ready, job-ready.",
  description: "HireReady helps candidates find jobs, apply in a click, and practise with AI mock interviews that review every answer.",
  colour: "#FF5D0E",
  supportEmail: "support@hireready.example",
  contactEmail: "hello@hireready.example",
  phone: "+91 80 4000 1234",
  address: "3rd Floor, 42 Residency Road, Bengaluru 560025, India",
  whiteLabelUrl: "/our-teams#contact",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/hireready" },
    { name: "X", href: "https://x.com/hireready" },
    { name: "Instagram", href: "https://www.instagram.com/hireready" },
    { name: "YouTube", href: "https://www.youtube.com/@hireready" },
  ],
} as const;
