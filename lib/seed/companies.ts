// Fictional employers. Websites and mailboxes use the reserved .example domain so nothing
// in the seed can point at a real business.
import type { IndustryName } from "./industries";

export const SEED_CITIES = [
  "Bengaluru",
  "Pune",
  "Hyderabad",
  "Mumbai",
  "Chennai",
  "Gurugram",
  "Noida",
  "Delhi",
  "Kolkata",
  "Ahmedabad",
  "Kochi",
  "Jaipur",
] as const;

export type SeedCity = (typeof SEED_CITIES)[number];

type CompanyData = {
  name: string;
  slug: string;
  industry: IndustryName;
  colour: string;
  offices: readonly SeedCity[];
  description: string;
};

export type CompanySeed = CompanyData & { website: string; contactEmail: string; logoUrl: string };

const COMPANY_DATA: readonly CompanyData[] = [
  {
    name: "Brightloom Technologies",
    slug: "brightloom",
    industry: "Information Technology",
    colour: "#2563EB",
    offices: ["Bengaluru", "Pune", "Hyderabad"],
    description:
      "Brightloom builds web and mobile products for retailers and hospital chains across South Asia. Its 600 engineers work in small squads that own a product from the first sketch to production support.",
  },
  {
    name: "Kodeshala Labs",
    slug: "kodeshala-labs",
    industry: "Information Technology",
    colour: "#7C3AED",
    offices: ["Pune", "Noida"],
    description:
      "Kodeshala Labs is a product engineering studio that helps early-stage founders ship their first version in weeks, not quarters. The team is known for clean code, honest estimates and a strong mentoring culture.",
  },
  {
    name: "Nimbusgrid Systems",
    slug: "nimbusgrid",
    industry: "Information Technology",
    colour: "#0891B2",
    offices: ["Hyderabad", "Chennai", "Bengaluru"],
    description:
      "Nimbusgrid runs managed cloud platforms for mid-sized banks and insurers. It operates round the clock from two network operations centres and is certified for ISO 27001 and SOC 2.",
  },
  {
    name: "Pinecrest Digital",
    slug: "pinecrest-digital",
    industry: "Information Technology",
    colour: "#15803D",
    offices: ["Gurugram", "Pune", "Kochi"],
    description:
      "Pinecrest Digital modernises legacy systems for manufacturers and logistics firms. Most projects pair a senior architect with a small delivery team that stays with the client for years.",
  },
  {
    name: "Tallyweave",
    slug: "tallyweave",
    industry: "Software Products & SaaS",
    colour: "#DB2777",
    offices: ["Bengaluru", "Mumbai"],
    description:
      "Tallyweave makes invoicing and GST reconciliation software used by more than 40,000 small businesses. The product is built in-house, and every engineer spends a day each quarter on customer calls.",
  },
  {
    name: "Orbitdesk Software",
    slug: "orbitdesk",
    industry: "Software Products & SaaS",
    colour: "#EA580C",
    offices: ["Chennai", "Bengaluru"],
    description:
      "Orbitdesk sells a customer-support help desk to companies in 30 countries from its base in Chennai. It is profitable, bootstrapped and proud of a support team that answers within minutes.",
  },
  {
    name: "Quillstack",
    slug: "quillstack",
    industry: "Software Products & SaaS",
    colour: "#4F46E5",
    offices: ["Pune", "Hyderabad"],
    description:
      "Quillstack is a document workflow platform for legal and finance teams. Its customers range from two-person firms to listed companies, and its product team ships to production several times a day.",
  },
  {
    name: "Vectorleaf Analytics",
    slug: "vectorleaf",
    industry: "Data & Artificial Intelligence",
    colour: "#0D9488",
    offices: ["Bengaluru", "Gurugram"],
    description:
      "Vectorleaf helps consumer brands forecast demand and plan promotions with machine learning. Its data scientists work directly with category teams, so models are judged on sales, not just accuracy.",
  },
  {
    name: "Saransh AI",
    slug: "saransh-ai",
    industry: "Data & Artificial Intelligence",
    colour: "#9333EA",
    offices: ["Hyderabad", "Bengaluru", "Delhi"],
    description:
      "Saransh AI builds speech and language models for Indian languages, used in call centres and government helplines. The research team publishes openly and the engineering team keeps the models fast and affordable.",
  },
  {
    name: "Kaveri Commercial Bank",
    slug: "kaveri-bank",
    industry: "Banking & Financial Services",
    colour: "#1D4ED8",
    offices: ["Chennai", "Bengaluru", "Mumbai", "Kochi"],
    description:
      "Kaveri Commercial Bank is a scheduled private bank with more than 300 branches in southern and western India. It is investing heavily in digital banking while keeping its reputation for personal service.",
  },
  {
    name: "Trivani Finance",
    slug: "trivani-finance",
    industry: "Banking & Financial Services",
    colour: "#B45309",
    offices: ["Mumbai", "Ahmedabad", "Jaipur"],
    description:
      "Trivani Finance is a non-banking finance company lending to small traders and self-employed professionals. Its branch teams know their customers by name, and its credit decisions are made locally.",
  },
  {
    name: "PaySetu",
    slug: "paysetu",
    industry: "Fintech",
    colour: "#0EA5E9",
    offices: ["Bengaluru", "Mumbai", "Gurugram"],
    description:
      "PaySetu processes UPI, card and net-banking payments for 80,000 online merchants. Reliability is the product: the platform handles festive-season peaks of several thousand transactions a second.",
  },
  {
    name: "Kosh Money",
    slug: "kosh-money",
    industry: "Fintech",
    colour: "#16A34A",
    offices: ["Bengaluru", "Pune"],
    description:
      "Kosh Money is a savings and investment app with three million users in smaller cities. It explains mutual funds and deposits in nine Indian languages and never charges hidden fees.",
  },
  {
    name: "Rupeeline Credit",
    slug: "rupeeline",
    industry: "Fintech",
    colour: "#E11D48",
    offices: ["Gurugram", "Noida", "Mumbai"],
    description:
      "Rupeeline offers working-capital loans to online sellers, underwritten from their sales data. It is regulated as an NBFC and works with partner banks to disburse loans within a day.",
  },
  {
    name: "Suraksha Shield Insurance",
    slug: "suraksha-shield",
    industry: "Insurance",
    colour: "#0F766E",
    offices: ["Mumbai", "Pune", "Kolkata", "Delhi"],
    description:
      "Suraksha Shield is a general insurer covering health, motor and small-business risks. It settles most claims digitally and runs a large agency network across tier-two cities.",
  },
  {
    name: "Bazaarly",
    slug: "bazaarly",
    industry: "E-commerce & Retail",
    colour: "#F59E0B",
    offices: ["Bengaluru", "Gurugram", "Kolkata"],
    description:
      "Bazaarly is an online marketplace for home, kitchen and lifestyle products from independent Indian sellers. It delivers to 19,000 pin codes and helps first-time sellers get online in a week.",
  },
  {
    name: "Haatbox Retail",
    slug: "haatbox",
    industry: "E-commerce & Retail",
    colour: "#C2410C",
    offices: ["Mumbai", "Ahmedabad", "Jaipur", "Delhi"],
    description:
      "Haatbox runs 140 neighbourhood grocery stores and a quick-commerce app in western and northern India. Store teams are promoted from within, and many managers started on the shop floor.",
  },
  {
    name: "Arogya Care Hospitals",
    slug: "arogya-care",
    industry: "Healthcare & Hospitals",
    colour: "#DC2626",
    offices: ["Hyderabad", "Chennai", "Kochi", "Pune"],
    description:
      "Arogya Care is a network of eleven multi-speciality hospitals with NABH accreditation. It trains its own nurses and technicians and runs community health camps every month.",
  },
  {
    name: "Nilgiri Diagnostics",
    slug: "nilgiri-diagnostics",
    industry: "Healthcare & Hospitals",
    colour: "#059669",
    offices: ["Chennai", "Bengaluru", "Kochi"],
    description:
      "Nilgiri Diagnostics operates pathology and imaging centres and a home sample-collection service. Its labs are NABL-accredited and deliver most reports on the same day.",
  },
  {
    name: "Medisynth Pharma",
    slug: "medisynth",
    industry: "Pharmaceuticals & Life Sciences",
    colour: "#6D28D9",
    offices: ["Ahmedabad", "Hyderabad", "Mumbai"],
    description:
      "Medisynth Pharma develops and manufactures generic medicines for India and regulated export markets. Its two plants are WHO-GMP certified and its research centre files dozens of products each year.",
  },
  {
    name: "Gurukul Next",
    slug: "gurukul-next",
    industry: "Education & EdTech",
    colour: "#CA8A04",
    offices: ["Delhi", "Noida", "Jaipur"],
    description:
      "Gurukul Next offers live online classes for school students preparing for board and entrance exams. Its teachers run small batches so that every student is noticed and supported.",
  },
  {
    name: "Vidyapath Learning",
    slug: "vidyapath",
    industry: "Education & EdTech",
    colour: "#2DD4BF",
    offices: ["Bengaluru", "Kolkata", "Pune"],
    description:
      "Vidyapath builds skilling courses with colleges and employers, from spreadsheet basics to cloud certifications. Learners pay only after they finish, and most courses are available in Hindi and Bengali.",
  },
  {
    name: "Deccan Precision Works",
    slug: "deccan-precision",
    industry: "Manufacturing",
    colour: "#475569",
    offices: ["Pune", "Chennai", "Ahmedabad"],
    description:
      "Deccan Precision Works machines engine and transmission components for car makers in India and Europe. Its plants run lean manufacturing and have gone three years without a lost-time accident.",
  },
  {
    name: "Voltrik Motors",
    slug: "voltrik",
    industry: "Automotive",
    colour: "#84CC16",
    offices: ["Chennai", "Bengaluru", "Pune"],
    description:
      "Voltrik Motors designs and builds electric scooters and three-wheelers, with battery packs assembled in-house. Its vehicles are sold through 200 dealers and used by several delivery fleets.",
  },
  {
    name: "Setulink Networks",
    slug: "setulink",
    industry: "Telecommunications",
    colour: "#0369A1",
    offices: ["Noida", "Hyderabad", "Kolkata", "Mumbai"],
    description:
      "Setulink provides fibre broadband and enterprise connectivity in 60 cities. It is rolling out fibre to smaller towns and runs its own network operations centre in Noida.",
  },
  {
    name: "Kathaa Studios",
    slug: "kathaa-studios",
    industry: "Media & Entertainment",
    colour: "#BE185D",
    offices: ["Mumbai", "Kochi", "Hyderabad"],
    description:
      "Kathaa Studios produces documentaries, web series and podcasts in six languages. Writers, editors and producers work side by side in its Mumbai studio and regional bureaus.",
  },
  {
    name: "Inkpot Communications",
    slug: "inkpot",
    industry: "Marketing & Advertising",
    colour: "#F97316",
    offices: ["Mumbai", "Delhi", "Bengaluru"],
    description:
      "Inkpot is an independent advertising agency working with food, fashion and fintech brands. It is small enough that juniors present to clients and big enough to run national campaigns.",
  },
  {
    name: "Meridian Lane Advisory",
    slug: "meridian-lane",
    industry: "Consulting & Professional Services",
    colour: "#1E3A8A",
    offices: ["Gurugram", "Mumbai", "Bengaluru"],
    description:
      "Meridian Lane advises family-owned businesses on strategy, finance and operations. Its consultants stay with a client from diagnosis to implementation, and most engagements run for a year or more.",
  },
  {
    name: "Chakra Logistics",
    slug: "chakra-logistics",
    industry: "Logistics & Supply Chain",
    colour: "#A16207",
    offices: ["Delhi", "Mumbai", "Chennai", "Kolkata", "Ahmedabad"],
    description:
      "Chakra Logistics runs warehousing, line-haul and last-mile delivery for e-commerce and retail brands. It operates 45 fulfilment centres and a fleet of more than 2,000 vehicles.",
  },
  {
    name: "Ashiyana Buildcon",
    slug: "ashiyana-buildcon",
    industry: "Real Estate & Construction",
    colour: "#92400E",
    offices: ["Pune", "Ahmedabad", "Jaipur", "Hyderabad"],
    description:
      "Ashiyana Buildcon develops affordable and mid-income housing projects, with 18,000 homes delivered so far. It is known for handing over on time and building with green-certified designs.",
  },
  {
    name: "Monsoon Trails Hospitality",
    slug: "monsoon-trails",
    industry: "Hospitality & Travel",
    colour: "#0E7490",
    offices: ["Kochi", "Jaipur", "Delhi", "Mumbai"],
    description:
      "Monsoon Trails runs boutique hotels and curated holidays in Kerala, Rajasthan and the Himalayas. Guests come back for the food and the people, so the company invests in training and careers.",
  },
  {
    name: "Suryoday Renewables",
    slug: "suryoday",
    industry: "Energy & Utilities",
    colour: "#EAB308",
    offices: ["Ahmedabad", "Jaipur", "Chennai"],
    description:
      "Suryoday Renewables builds and operates solar and wind parks with over 2 GW of capacity. It also installs rooftop solar for factories and housing societies.",
  },
  {
    name: "Sankalp People Services",
    slug: "sankalp-people",
    industry: "Human Resources & Staffing",
    colour: "#8B5CF6",
    offices: ["Bengaluru", "Hyderabad", "Noida", "Kolkata"],
    description:
      "Sankalp People Services hires and manages teams for technology, retail and healthcare clients. It places over 10,000 people a year and runs its own training academy.",
  },
  {
    name: "Godhuli Foods",
    slug: "godhuli-foods",
    industry: "FMCG & Consumer Goods",
    colour: "#D97706",
    offices: ["Kolkata", "Delhi", "Mumbai", "Ahmedabad"],
    description:
      "Godhuli Foods makes packaged snacks, spices and ready-to-cook mixes sold in over half a million shops. Its brands are household names in eastern India and growing fast in the west.",
  },
  {
    name: "Pixelmint Games",
    slug: "pixelmint",
    industry: "Gaming & Esports",
    colour: "#10B981",
    offices: ["Hyderabad", "Pune", "Bengaluru"],
    description:
      "Pixelmint Games makes casual and puzzle games for phones, played by 25 million people a month. Small teams own each game and decide what to build from their players' feedback.",
  },
  {
    name: "Rangoli Design Studio",
    slug: "rangoli-design",
    industry: "Design & Creative",
    colour: "#E879F9",
    offices: ["Bengaluru", "Delhi", "Ahmedabad"],
    description:
      "Rangoli is a design studio creating brand identities, apps and packaging for start-ups and heritage brands. Its designers work on two or three projects at a time so every detail gets attention.",
  },
];

export const COMPANIES: readonly CompanySeed[] = COMPANY_DATA.map((company) => ({
  ...company,
  website: `https://www.${company.slug}.example`,
  contactEmail: `careers@${company.slug}.example`,
  logoUrl: `/logos/${company.slug}.svg`,
}));
