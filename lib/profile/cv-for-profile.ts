// A new CV's findings set beside what the profile already holds. Its skills come after the
// profile's own, never in their place: a skill is new when the profile has no skill of the same
// key (lib/jobs/skills-match.ts, so "ReactJS" on the profile is the CV's "React"). Its designation
// and years are offered with the profile's values beside them, for the candidate to choose.
import { PROFILE_SKILLS_MAX } from "./profile-limits";
import { skillKey } from "@/lib/jobs/skills-match";
import type { CvFindings } from "./cv-text-rules";

export type ProfileFacts = { designation: string | null; skills: string[]; experienceYears: number | null };

/** The upload's `suggestions`: what saving them as they stand would put on the profile. */
export type CvSuggestions = {
  /** Found in the CV; null when it names none. */
  designation: string | null;
  /** Found in the CV; null when it gives no basis. */
  experienceYears: number | null;
  /** The profile's skills in their order and spelling, then the CV's new ones. */
  skills: string[];
  /** The CV's skills among `skills` that the profile did not have. */
  newSkills: string[];
  /** What the profile holds now, shown beside a finding that differs. */
  onProfile: { designation: string | null; experienceYears: number | null };
};

export function suggestionsForProfile(found: CvFindings, profile: ProfileFacts): CvSuggestions {
  const keys = new Set(profile.skills.map(skillKey));
  const newSkills: string[] = [];
  for (const skill of found.skills) {
    const key = skillKey(skill);
    if (!key || keys.has(key)) continue;
    keys.add(key);
    newSkills.push(skill);
  }
  const added = newSkills.slice(0, Math.max(0, PROFILE_SKILLS_MAX - profile.skills.length));
  return {
    designation: found.designation,
    experienceYears: found.experienceYears,
    skills: [...profile.skills, ...added],
    newSkills: added,
    onProfile: { designation: profile.designation, experienceYears: profile.experienceYears },
  };
}
