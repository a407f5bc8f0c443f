import { brand } from "@/lib/brand";
import { HIRING_PLAN_VALIDITY_MONTHS, INTERVIEW_SERVICE_VALIDITY, PLAN_FEATURE_NOTES as NOTES } from "@/lib/payments/price-list";
import type { AccordionItem } from "./feature-accordion";

export const PRICING_FAQ: AccordionItem[] = [
  {
    question: "AI CV screening",
    answer: (
      <p>
        Upload up to {NOTES.cvUploadsMax} CVs for a job, or let applications come in from your job post. The AI reads each CV against the role&rsquo;s
        requirements and ranks applicants, so your team starts with a shortlist instead of a pile.
      </p>
    ),
  },
  {
    question: "AI interviews for your top candidates",
    answer: (
      <p>
        The top {NOTES.aiInterviewTopPercent}% of applicants are invited to a recorded AI video interview, typically {NOTES.sessions.min} to{" "}
        {NOTES.sessions.max} sessions per hiring round. Each candidate answers spoken questions on camera, and you get a scored report with the recording.
      </p>
    ),
  },
  {
    question: "Emotion and attention monitoring",
    answer: (
      <p>
        Interviews are proctored: the candidate&rsquo;s browser tracks attention, flags when no face or more than one face is on camera, and summarises
        expressions. You see these signals beside each answer as context, never as a verdict on their own.
      </p>
    ),
  },
  {
    question: "Video storage",
    answer: (
      <p>
        Every plan stores interview videos for {NOTES.storage.candidates} candidates, with {NOTES.storage.gigabytes} GB of storage. Need more? The video access
        add-ons raise it to 500 or 1,000 candidates.
      </p>
    ),
  },
  {
    question: "How long plans last",
    answer: (
      <p>
        Hiring plans are valid for {HIRING_PLAN_VALIDITY_MONTHS} months from purchase. Interview As A Service plans are valid for{" "}
        {INTERVIEW_SERVICE_VALIDITY.months} months, or for one year when bought on an annual agreement.
      </p>
    ),
  },
  {
    question: "White labelling",
    answer: (
      <p>
        Run the whole interview experience under your own brand: your logo, colours and web address on every screen candidates see, and reports in your name.
        Pricing depends on volume, so get in touch.
      </p>
    ),
  },
  {
    question: "How do I buy a plan?",
    answer: (
      <p>
        Plans are bought and managed on the {brand.name} employer site, where you also post jobs and review candidates. Prices are in Indian rupees; any
        applicable taxes are shown at checkout there.
      </p>
    ),
  },
];
