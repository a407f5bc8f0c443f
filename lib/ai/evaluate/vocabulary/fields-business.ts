// The words of sales, service, finance, marketing, teaching, media, people and travel work, with
// the skills of our jobs each field's words belong to. Written for HireReady.
import type { Field } from "./field";

export const BUSINESS_FIELDS: Field[] = [
  {
    id: "writing",
    label: "writing and content",
    terms:
      "write, writing, draft, edit, editing, editor, article, blog, copy, headline, audience, tone, style guide, outline, sources, fact-check, reader, publish, docs, documentation, API reference, tutorial, Markdown, script, scriptwriting, storytelling, narrative, plot, scene, character, brief, word count, proofread, paragraph, interview, research, citation, changelog, docs site, pull request",
    skills: ["Content Writing", "SEO", "Research", "Editing", "Scriptwriting", "Storytelling", "Technical Writing", "Markdown", "API Documentation", "Docs as Code", "Information Architecture", "Content Marketing", "Content Optimisation", "Documentation"],
  },
  {
    id: "marketing",
    label: "marketing",
    terms:
      "campaign, ads, ad, Google Ads, Meta Ads, CPC, CPA, CPM, ROAS, CTR, click-through rate, conversion, conversion rate, audience, targeting, bid, budget, landing page, creative, funnel, retention, churn, cohort, email, open rate, newsletter, segment, SEO, organic, keyword, backlink, Search Console, Ahrefs, crawl, indexing, ranking, analytics, GA4, attribution, brand, social media, follower, engagement, reach, influencer, install, agency, positioning, consumer, survey, focus group, launch, media plan",
    skills: ["SEO", "Google Ads", "Social Media Marketing", "Google Analytics", "Email Marketing", "Content Marketing", "Technical SEO", "Keyword Research", "Google Search Console", "Ahrefs", "Content Optimisation", "Link Building", "Performance Marketing", "Meta Ads", "Retention Marketing", "Marketing Analytics", "App Marketing", "Brand Strategy", "Consumer Insights", "Campaign Management", "Agency Management", "Market Research"],
  },
  {
    id: "sales",
    label: "sales and accounts",
    terms:
      "customer, client, lead, pipeline, prospect, sales call, meeting, demo, proposal, quote, deal, close, closing, negotiation, discount, target, quota, conversion, follow-up, CRM, objection, renewal, upsell, cross-sell, territory, account, relationship, churn, onboarding, QBR, distributor, retailer, dealer, scheme, order, margin, price, pricing, contract, buyer, decision maker, visit, SaaS, subscription, usage, adoption",
    skills: ["Account Management", "SaaS", "Customer Onboarding", "Renewals", "CRM", "Customer Communication", "Relationship Management", "Cross-selling", "Inside Sales", "Lead Conversion", "Pharma Sales", "Territory Management", "Sales Reporting", "Upselling", "Key Account Management", "Sales", "Sales Planning", "Negotiation", "Vendor Negotiation", "Distributor Management", "Modern Trade", "Trade Schemes", "Joint Business Planning", "Market Expansion", "Counselling", "Customer Handling", "Wealth Products"],
  },
  {
    id: "service",
    label: "customer service",
    terms:
      "customer, complaint, call, ticket, query, resolve, resolution, escalate, escalation, apologise, refund, replacement, follow up, satisfaction, CSAT, NPS, wait time, TAT, turnaround, SLA, empathy, calm, script, hold, callback, chat, email, feedback, policy, guest, caller",
    skills: ["Customer Service", "Complaint Handling", "Customer Handling", "Customer Communication", "Guest Relations", "Communication", "Hindi"],
  },
  {
    id: "banking",
    label: "banking and payments",
    terms:
      "account, savings account, current account, CASA, deposit, fixed deposit, loan, KYC, document, PAN, Aadhaar, branch, cash, teller, cheque, clearing, NEFT, RTGS, IMPS, UPI, Finacle, core banking, wealth, mutual fund, portfolio, credit, appraisal, CMA, balance sheet, cash flow, ratio, collateral, MSME, NPA, risk, RBI, audit, fraud, AML, transaction, chargeback, reconciliation, settlement, payment gateway, PCI DSS, card, merchant, dispute, rule, alert, false positive, limit, EMI, interest rate, borrower, customer",
    skills: ["Relationship Management", "Cross-selling", "Wealth Products", "CASA", "KYC", "Credit Appraisal", "Financial Analysis", "CMA Data", "Risk Assessment", "MSME Lending", "Branch Banking", "Cash Management", "Finacle", "Clearing", "Lending Products", "Fraud Detection", "Transaction Monitoring", "Chargebacks", "Risk Rules", "UPI", "Payment Gateways", "PCI DSS"],
  },
  {
    id: "insurance",
    label: "insurance",
    terms:
      "policy, premium, claim, cover, underwriting, underwriter, risk, proposal form, sum insured, exclusion, renewal, TPA, hospital, cashless, reimbursement, surveyor, motor, health insurance, document, settlement, wording, policy wording, clause, pre-existing, waiting period, deductible, loss ratio, insured, nominee",
    skills: ["Underwriting", "Risk Assessment", "Health Insurance", "Motor Insurance", "Policy Wordings", "Claims Processing", "TPA Coordination", "Documentation"],
  },
  {
    id: "finance",
    label: "finance and accounting",
    terms:
      "ledger, journal, entry, invoice, GST, TDS, return, filing, Tally, reconciliation, balance sheet, P&L, profit, loss, audit, auditor, statutory, Ind AS, tax, direct tax, accounts, payable, receivable, budget, forecast, variance, financial model, valuation, cash flow, month-end, close, compliance, PF, ESI, payroll, salary, revenue, cost, margin, spreadsheet, Excel, assumption, scenario, depreciation, provision",
    skills: ["Tally", "GST", "TDS", "Direct Tax", "Ind AS", "Financial Reporting", "Statutory Audit", "Statutory Compliance", "Financial Modelling", "Financial Analysis", "Budgeting", "Cost Control", "P&L", "P&L Ownership", "Payroll Processing", "PF and ESI", "Excel", "CMA Data"],
  },
  {
    id: "retail",
    label: "retail and e-commerce",
    terms:
      "store, stock, inventory, SKU, shelf, planogram, visual merchandising, window display, footfall, sales, margin, pricing, price, markdown, assortment, category, vendor, supplier, listing, catalogue, product page, image, photo, marketplace, return, shrinkage, audit, display, customer, billing, roster, seller, Amazon, Flipkart, attribute, title, description, QC, rejection, sell-through, promotion, discount",
    skills: ["Category Management", "Vendor Negotiation", "Pricing", "Assortment Planning", "Store Operations", "Team Management", "Inventory Control", "Visual Merchandising", "Catalogue Management", "Product Listing", "Image QC", "Attention to Detail", "Marketplace Tools", "Modern Trade", "Trade Schemes", "P&L"],
  },
  {
    id: "teaching",
    label: "teaching",
    terms:
      "student, class, lesson, lesson plan, syllabus, curriculum, CBSE, JEE, doubt, practice, worksheet, test, mark, exam, assessment, concept, teach, teaching, online class, learner, course, module, storyboard, ADDIE, LMS, e-learning, Articulate, Storyline, quiz, learning objective, parent, mathematics, formula, problem, chapter, board exam, mock test, rank, tutor, whiteboard, question bank, rubric",
    skills: ["Mathematics", "CBSE Curriculum", "JEE Preparation", "Online Teaching", "Doubt Solving", "Lesson Planning", "Instructional Design", "Articulate Storyline", "ADDIE", "Storyboarding", "LMS", "Assessment Design", "Counselling"],
  },
  {
    id: "video",
    label: "video and sound",
    terms:
      "edit, cut, timeline, footage, clip, Premiere Pro, DaVinci Resolve, After Effects, colour grading, grade, LUT, audio, sound, mix, levels, render, export, frame, shot, scene, transition, motion graphics, subtitle, story, script, director, client, deadline, cut-down, rough cut, final cut, keyframe, dialogue, music bed, noise",
    skills: ["Premiere Pro", "DaVinci Resolve", "After Effects", "Storytelling", "Colour Grading", "Sound Mixing", "Scriptwriting"],
  },
  {
    id: "people",
    label: "hiring and HR",
    terms:
      "candidate, hiring, recruitment, job description, sourcing, LinkedIn, Naukri, ATS, screening, interview, shortlist, offer, CTC, notice period, negotiation, joining, onboarding, hiring manager, pipeline, payroll, attendance, HRMS, PF, ESI, compliance, employee, policy, leave, appraisal, exit, headcount, Boolean search, referral",
    skills: ["End-to-end Recruitment", "Sourcing", "LinkedIn Recruiter", "ATS", "Offer Negotiation", "HRMS", "Payroll Processing", "PF and ESI", "Statutory Compliance"],
  },
  {
    id: "travel",
    label: "hospitality and travel",
    terms:
      "guest, check-in, check-out, front desk, reservation, booking, room, upgrade, complaint, Opera PMS, housekeeping, occupancy, itinerary, package, holiday package, hotel, flight, ticket, Amadeus, GDS, PNR, fare, visa, embassy, document, appointment, tour, transfer, customer, budget, sightseeing, cancellation, refund",
    skills: ["Front Office Operations", "Guest Relations", "Opera PMS", "Holiday Packages", "Itinerary Planning", "Amadeus", "Visa Processing"],
  },
  {
    id: "strategy",
    label: "business analysis",
    terms:
      "market, market size, segment, TAM, competitor, analysis, hypothesis, framework, slide, deck, PowerPoint, Excel, model, assumption, stakeholder, client, recommendation, workshop, interview, survey, insight, growth, revenue, cost, margin, pricing, expansion, distribution, spreadsheet, formula, pivot table, VLOOKUP, chart, Word, template, report, problem statement, root cause, option",
    skills: ["Market Sizing", "Market Research", "Market Expansion", "PowerPoint", "Excel", "MS Office", "Problem Solving", "Research", "Consumer Insights", "Brand Strategy", "Budgeting", "Requirement Gathering"],
  },
  {
    id: "leading",
    label: "leading a team",
    terms:
      "team, team member, roster, shift, hiring, training, coaching, one-to-one, feedback, target, performance, review, delegate, motivate, conflict, attrition, morale, meeting, goal, KPI, stakeholder, agency, brief, escalation, update, expectation, ownership, workload",
    skills: ["Team Handling", "Team Leadership", "Team Management", "Labour Management", "Stakeholder Management", "Agency Management", "Communication"],
  },
];
