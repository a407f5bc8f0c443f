// The English words a Hindi page keeps in English, because that is how Indian candidates say and
// search them (a Hindi word for them would read as a translation, not as the product). The Hindi
// catalog writes them in Latin letters exactly as listed here, and the checks read this list.
export const KEPT_IN_ENGLISH = [
  "HireReady",
  "CV",
  "mock interview",
  "mock",
  "DISC",
  "OTP",
  "AI",
  "Google",
  "LinkedIn",
  "English",
  // The four DISC styles, as candidates meet them in trainings and reports (each shown with a Hindi
  // explanation the first time a page names them).
  "Dominance",
  "Influence",
  "Steadiness",
  "Conscientiousness",
  // Pay as Indian offers and job posts state it.
  "CTC",
  // The printed price a discount is taken from, as every Indian pack, bill and checkout writes it.
  "MRP",
  // File types and sizes, written in Latin letters on every Indian form.
  "PDF",
  // A Word document, as the quick-apply form takes it.
  "DOCX",
  "PNG",
  "JPEG",
  "JPG",
  "HEIC",
  "MB",
  "GB",
  "KB",
  // Industries as Indian job posts and candidates name them (the `industries` catalog names the rest in Hindi).
  "IT",
  "SaaS",
  "HR",
  "FMCG",
  // Upload speeds, as a phone's speed test writes them.
  "Mbps",
  "kbps",
] as const;
