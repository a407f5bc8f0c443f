"use client";

import type { ReactNode } from "react";
import { ChipInput, type ChipWords } from "@/components/ui/chip-input";
import { listedSkillKey } from "@/lib/jobs/skills-match";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";
import { PROFILE_SKILLS_MAX, SKILL_MAX_LENGTH } from "@/lib/profile/profile-limits";
import { SKILLS_TOO_MANY, SKILL_TOO_LONG } from "@/lib/profile/schema";

type Props = {
  label: string;
  labelNote: ReactNode;
  values: string[];
  onChange: (values: string[]) => void;
  listLabel: string;
  placeholder: string;
  /** The profile's refusals in the interface language, for a list too long and a skill too long. */
  errorWords: ErrorWords;
  words: ChipWords;
  error?: string | null;
  tagged?: { values: readonly string[]; tag: string };
};

/**
 * The profile's skills as chips, wherever the profile's skills are edited: the profile's limits and
 * refusals, and two skills are one when the job match would count them as one.
 */
export function ProfileSkillsInput({ errorWords, ...chips }: Props) {
  return (
    <ChipInput
      name="skills"
      max={PROFILE_SKILLS_MAX}
      maxLength={SKILL_MAX_LENGTH}
      sameKey={listedSkillKey}
      fullMessage={sayError(errorWords, SKILLS_TOO_MANY)}
      tooLongMessage={sayError(errorWords, SKILL_TOO_LONG)}
      {...chips}
    />
  );
}
