// The shape of a role that seeded jobs are made from. Titles are checked against their industry's
// list at compile time, so the job board and onboarding's industry → title choices never disagree.
import type { INDUSTRY_TITLES, IndustryName } from "./industries";

/** office: mostly on site; flexible: often hybrid; remote: often fully remote. */
export type WorkStyle = "office" | "flexible" | "remote";

export type RoleTemplate = {
  industry: IndustryName;
  title: string;
  /** Completes "someone who enjoys …". */
  focus: string;
  skills: readonly string[];
  /** Years of experience the role is advertised for. */
  experience: readonly [number, number];
  /** Typical annual CTC in lakh at the bottom and the top of that experience range. */
  lakh: readonly [number, number];
  work: WorkStyle;
  /** Whether Junior/Senior/Lead prefixes read naturally on the title. */
  leveled: boolean;
  duties: readonly string[];
};

type RoleSpec = Omit<RoleTemplate, "industry" | "title" | "leveled"> & { leveled?: boolean };

export function role<I extends IndustryName>(industry: I, title: (typeof INDUSTRY_TITLES)[I][number], spec: RoleSpec): RoleTemplate {
  return { industry, title, leveled: false, ...spec };
}
