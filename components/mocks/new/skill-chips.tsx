"use client";

import { ChipInput } from "@/components/ui/chip-input";
import { fill } from "@/lib/i18n/fill";
import { MOCK_SKILLS_MAX } from "@/lib/mocks/mock-rules";
import { SKILL_MAX_LENGTH } from "@/lib/profile/profile-limits";
import { listedSkillKey } from "@/lib/jobs/skills-match";
import type { NewMockText } from "./new-mock-text";

type Props = { skills: string[]; onChange: (skills: string[]) => void; hint?: string | null; name?: string; text: NewMockText };

/** The new-mock form's skills: Enter adds one, at most three, each once (compared as jobs compare skills). */
export function SkillChips({ skills, onChange, hint, name, text }: Props) {
  return (
    <ChipInput
      label={text.skills}
      name={name}
      labelNote={fill(text.skillsNote, { max: MOCK_SKILLS_MAX })}
      values={skills}
      onChange={onChange}
      max={MOCK_SKILLS_MAX}
      maxLength={SKILL_MAX_LENGTH}
      listLabel={text.chosenSkills}
      placeholder={text.skillExample}
      fullMessage={fill(text.skillsFull, { max: MOCK_SKILLS_MAX })}
      tooLongMessage={fill(text.skillTooLong, { max: SKILL_MAX_LENGTH })}
      hint={hint}
      words={text.chips}
      sameKey={listedSkillKey}
    />
  );
}
