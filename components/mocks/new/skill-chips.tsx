"use client";

import { ChipInput } from "@/components/ui/chip-input";
import { MOCK_SKILLS_MAX } from "@/lib/mocks/mock-rules";
import { SKILL_MAX_LENGTH } from "@/lib/profile/profile-limits";
import { listedSkillKey } from "@/lib/jobs/skills-match";

/** The new-mock form's skills: Enter adds one, at most three, each once (compared as jobs compare skills). */
export function SkillChips({ skills, onChange, hint, name }: { skills: string[]; onChange: (skills: string[]) => void; hint?: string | null; name?: string }) {
  return (
    <ChipInput
      label="Skills"
      name={name}
      labelNote={`(press Enter to add, up to ${MOCK_SKILLS_MAX})`}
      values={skills}
      onChange={onChange}
      max={MOCK_SKILLS_MAX}
      maxLength={SKILL_MAX_LENGTH}
      listLabel="Chosen skills"
      placeholder="e.g. SQL"
      fullMessage={`Add at most ${MOCK_SKILLS_MAX} skills`}
      tooLongMessage={`Keep each skill under ${SKILL_MAX_LENGTH} characters`}
      hint={hint}
      sameKey={listedSkillKey}
    />
  );
}
