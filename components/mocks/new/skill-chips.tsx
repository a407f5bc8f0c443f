"use client";

import { ChipInput } from "@/components/ui/chip-input";
import { fill } from "@/lib/i18n/fill";
import { MOCK_SKILLS_MAX } from "@/lib/mocks/mock-rules";
import { SKILL_MAX_LENGTH } from "@/lib/profile/profile-limits";
import { listedSkillKey } from "@/lib/jobs/skills-match";
import type { NewMockText } from "./new-mock-text";

type Props = { inputId: string; name: string; values: string[]; onChange: (skills: string[]) => void; hint: string | null; text: NewMockText };

/**
 * The new-mock form's skills: Enter adds one, at most three, each once (compared as jobs compare
 * skills). Their label is drawn with the form's layout (new-mock-parts.tsx); `label` names the list.
 */
export function SkillChips({ text, ...field }: Props) {
  return (
    <ChipInput
      {...field}
      label={text.skills}
      listLabel={text.chosenSkills}
      placeholder={text.skillExample}
      fullMessage={fill(text.skillsFull, { max: MOCK_SKILLS_MAX })}
      words={text.chips}
      max={MOCK_SKILLS_MAX}
      maxLength={SKILL_MAX_LENGTH}
      tooLongMessage={fill(text.skillTooLong, { max: SKILL_MAX_LENGTH })}
      sameKey={listedSkillKey}
    />
  );
}
