// Job search: page size and caps, the filters' steps and labels, and how long a card's preview runs.

export const JOB_SEARCH_PAGE_SIZE = 20;
/** Counts stop here ("1,000+ jobs") and so does paging: 50 pages is more than anyone reads. */
export const JOB_SEARCH_RESULT_CAP = 1000;
export const JOB_SEARCH_KEYWORD_MAX_LENGTH = 120;
export const JOB_TYPE_LABELS = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACT: "Contract",
  INTERNSHIP: "Internship",
  FREELANCE: "Freelance",
} as const;
export const WORK_MODE_LABELS = { ONSITE: "On-site", REMOTE: "Remote", HYBRID: "Hybrid" } as const;
/** "Experience" filter: jobs whose minimum experience is at most this many years. */
export const EXPERIENCE_FILTER_YEARS = [0, 1, 2, 3, 5, 7, 10, 15] as const;
/** Salary filter steps, in lakh (100,000 INR) per year. */
export const SALARY_FILTER_LAKH = [3, 5, 8, 10, 15, 20, 30, 50] as const;
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
export const PREVIEW_LENGTH = { jobDescription: 200, mockDescription: 200, summary: 200, answer: 150, question: 30 } as const;
