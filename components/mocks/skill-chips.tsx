"use client";

import { useId, useState } from "react";
import { inputClass } from "@/components/ui/fields";
import { Icon } from "@/components/ui/icons";
import { MOCK_SKILLS_MAX, SKILL_MAX_LENGTH } from "@/lib/constants";

/** Skills as chips: Enter adds one, at most three, each once (case-insensitive). */
export function SkillChips({ skills, onChange, hint }: { skills: string[]; onChange: (skills: string[]) => void; hint?: string | null }) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const full = skills.length >= MOCK_SKILLS_MAX;

  const add = () => {
    const skill = draft.trim().slice(0, SKILL_MAX_LENGTH);
    if (!skill) return;
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) return setNote(`${skill} is already added`);
    if (full) return setNote(`Add at most ${MOCK_SKILLS_MAX} skills`);
    onChange([...skills, skill]);
    setDraft("");
    setNote(null);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        Skills <span className="font-normal text-ink-500">(press Enter to add, up to {MOCK_SKILLS_MAX})</span>
      </label>
      <input
        id={id}
        className={inputClass}
        value={draft}
        disabled={full}
        placeholder={full ? `${MOCK_SKILLS_MAX} skills added` : "e.g. SQL"}
        aria-describedby={`${id}-note`}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            add();
          }
        }}
      />
      {skills.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Chosen skills">
          {skills.map((skill) => (
            <li key={skill} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-700">
              {skill}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100"
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(skills.filter((s) => s !== skill))}
              >
                <Icon name="close" className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-note`} aria-live="polite" className="mt-1.5 text-sm text-ink-600">
        {note ?? hint ?? ""}
      </p>
    </div>
  );
}
