"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { FieldError, inputClass } from "@/components/auth/fields";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { INTERESTS_MAX } from "@/lib/constants";

/** Job titles the candidate is interested in: suggestions from the industry list, no duplicates. */
export function InterestPicker({ value, onChange, suggestions, error }: {
  value: string[];
  onChange: (next: string[]) => void;
  suggestions: string[];
  error?: string | null;
}) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const full = value.length >= INTERESTS_MAX;

  function add() {
    const title = text.trim().replace(/\s+/g, " ");
    if (!title) return;
    if (value.some((v) => v.toLowerCase() === title.toLowerCase())) {
      setNote(`${title} is already in your list`);
      return;
    }
    if (full) {
      setNote(`You can pick up to ${INTERESTS_MAX} interests`);
      return;
    }
    onChange([...value, title]);
    setText("");
    setNote(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-800">
        Interests <span className="font-normal text-ink-500">({value.length}/{INTERESTS_MAX})</span>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          list={listId}
          value={text}
          disabled={full}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={full ? "That's the most you can pick" : "Type a job title, e.g. Data Engineer"}
          aria-describedby={`${inputId}-error`}
          className={inputClass}
        />
        <Button variant="secondary" size="lg" onClick={add} disabled={full || !text.trim()}>
          Add
        </Button>
      </div>
      <datalist id={listId}>
        {suggestions.filter((s) => !value.includes(s)).map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {value.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Your interests">
          {value.map((title) => (
            <li key={title} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
              {title}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== title))}
                aria-label={`Remove ${title}`}
                className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
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
