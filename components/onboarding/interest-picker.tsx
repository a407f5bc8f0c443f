"use client";

import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { FieldError, inputClass } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { INTERESTS_MAX } from "@/lib/profile/profile-limits";
import { fill } from "@/lib/i18n/fill";

/** The picker's words (the `onboarding` catalog's), in the interface language. */
export type InterestWords = {
  interests: string;
  interestAlready: string;
  interestsMax: string;
  interestNotListedPick: string;
  interestNotListedTry: string;
  interestsFull: string;
  interestPlaceholder: string;
  suggestedTitles: string;
  add: string;
  yourInterests: string;
  removeInterest: string;
};

/** What the picker says where no words are handed (the profile popup): the English catalog's. */
export const ENGLISH_INTEREST_WORDS: InterestWords = {
  interests: "Interests",
  interestAlready: '"{title}" is already one of your interests, so it was not added again.',
  interestsMax: "You can pick up to {max} interests",
  interestNotListedPick: '"{typed}" is not a job title on our list: pick one of the suggestions.',
  interestNotListedTry: '"{typed}" is not a job title on our list: try another word, such as "{first}" or "{second}".',
  interestsFull: "That's the most you can pick",
  interestPlaceholder: "Type a job title, e.g. Data Engineer",
  suggestedTitles: "Suggested job titles",
  add: "Add",
  yourInterests: "Your interests",
  removeInterest: "Remove {title}",
};

const SHOWN = 8;

/** The suggestions to offer for what is typed: titles containing it, those starting with it first. */
export function matchingTitles(suggestions: readonly string[], text: string, taken: readonly string[]): string[] {
  const query = text.trim().toLowerCase();
  const takenSet = new Set(taken.map((t) => t.toLowerCase()));
  const open = [...new Set(suggestions)].filter((s) => !takenSet.has(s.toLowerCase()));
  if (!query) return open.slice(0, SHOWN);
  const starts = open.filter((s) => s.toLowerCase().startsWith(query));
  const contains = open.filter((s) => !s.toLowerCase().startsWith(query) && s.toLowerCase().includes(query));
  return [...starts, ...contains].slice(0, SHOWN);
}

/** The title on the list that is exactly what was typed (any case, any spacing), if there is one. */
export function titleTyped(suggestions: readonly string[], text: string): string | undefined {
  const typed = text.trim().replace(/\s+/g, " ").toLowerCase();
  return suggestions.find((s) => s.toLowerCase() === typed);
}

/**
 * Job titles the candidate is interested in, picked from the industry map's titles: suggestions
 * as they type (a listbox they can reach with the arrow keys); Enter or Add takes the highlighted
 * suggestion, or the title typed in full. Anything else, and a title already picked, is refused
 * with the reason. The list sits in the page's flow, so it never covers the fields below it.
 */
export function InterestPicker({
  value,
  onChange,
  suggestions,
  error,
  words = ENGLISH_INTEREST_WORDS,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  suggestions: string[];
  error?: string | null;
  words?: InterestWords;
}) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const full = value.length >= INTERESTS_MAX;
  const options = useMemo(() => matchingTitles(suggestions, text, value), [suggestions, text, value]);
  const showList = open && !full && options.length > 0;
  const highlighted = showList && active >= 0 && active < options.length ? options[active] : undefined;

  function pick(choice: string | undefined) {
    const typed = text.trim().replace(/\s+/g, " ");
    if (!choice && !typed) return;
    const existing = value.find((v) => v.toLowerCase() === (choice ?? typed).toLowerCase());
    const title = choice ?? titleTyped(suggestions, typed);
    setActive(-1);
    if (existing) {
      setText("");
      setNote(fill(words.interestAlready, { title: existing }));
      return;
    }
    if (full) {
      setText("");
      setNote(fill(words.interestsMax, { max: INTERESTS_MAX }));
      return;
    }
    if (!title) {
      // The text stays, so the candidate can finish it into one of the titles offered.
      setOpen(true);
      // The titles are the listed (English) ones: the examples are words to search them by.
      setNote(
        options.length ? fill(words.interestNotListedPick, { typed }) : fill(words.interestNotListedTry, { typed, first: "developer", second: "manager" }),
      );
      return;
    }
    setText("");
    setOpen(false);
    onChange([...value, title]);
    setNote(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      const n = options.length;
      setActive((i) => (step > 0 ? (i + 1 >= n ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1));
      return;
    }
    if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === "Enter") {
      event.preventDefault();
      pick(highlighted);
    }
  }

  const activeId = highlighted ? `${listId}-${active}` : undefined;

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-800">
        {words.interests}{" "}
        <span className="font-normal text-ink-500">
          ({value.length}/{INTERESTS_MAX})
        </span>
      </label>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <input
            id={inputId}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            value={text}
            disabled={full}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
              setNote(null);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            placeholder={full ? words.interestsFull : words.interestPlaceholder}
            aria-describedby={`${inputId}-error`}
            className={inputClass}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={words.suggestedTitles}
            translate="no"
            hidden={!showList}
            className="mt-1 max-h-64 overflow-y-auto rounded-xl border border-ink-200 bg-white py-1 shadow-pop"
          >
            {options.map((option, index) => (
              <li
                key={option}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Chosen on pointer down, before the input's blur closes the list.
                onPointerDown={(e) => {
                  e.preventDefault();
                  pick(option);
                }}
                className={cx("cursor-pointer px-3.5 py-2 text-sm text-ink-800", index === active ? "bg-brand-50 text-brand-800" : "hover:bg-ink-50")}
              >
                {option}
              </li>
            ))}
          </ul>
        </div>
        <Button variant="secondary" size="lg" onClick={() => pick(highlighted)} disabled={full || !text.trim()}>
          {words.add}
        </Button>
      </div>
      {value.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={words.yourInterests}>
          {value.map((title) => (
            <li
              key={title}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-700 ring-1 ring-brand-100"
            >
              <span className="min-w-0 break-words" translate="no">
                {title}
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== title))}
                aria-label={fill(words.removeInterest, { title })}
                className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <Icon name="close" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${inputId}-error`} message={error || note} />
    </div>
  );
}
