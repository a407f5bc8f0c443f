"use client";

import { useId, useState, type ReactNode } from "react";
import { Button } from "./button";
import { FieldError, inputClass } from "./fields";
import { Icon } from "./icons";
import { fill } from "@/lib/i18n/fill";

type ChipInputProps = {
  /** The field's name, read by screen readers and speech input ("Skills"). */
  label: string;
  /** The input's id when the caller draws the field's label (`<label htmlFor={inputId}>`): ChipInput then draws none. */
  inputId?: string;
  /** Drawn after the label, quieter ("press Enter to add, up to 3"). */
  labelNote?: ReactNode;
  values: string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength: number;
  /** Names the list of chips ("Chosen skills"). */
  listLabel: string;
  placeholder?: string;
  /** Said when the list is full and another is added ("Add at most 3 skills"). */
  fullMessage: string;
  /** Said when the typed value is too long; the value stays in the box to be shortened. */
  tooLongMessage: string;
  /** A standing hint (a form's "fill all fields"), shown when nothing else is said. */
  hint?: string | null;
  /** The saved form's error for this field. */
  error?: string | null;
  name?: string;
  /**
   * Values drawn with a small tag after them ("new"). The tag is drawn, not read out: say in
   * words beside the field which values it marks.
   */
  tagged?: { values: readonly string[]; tag: string };
  /** What makes two values one (default: their text without case). */
  sameKey?: (value: string) => string;
  /** Its own words in the interface language ({value}, {list}, {max} slots); English where none are handed. */
  words?: ChipWords;
};

export type ChipWords = {
  chipAdd: string;
  chipAddTo: string;
  chipRemove: string;
  chipAdded: string;
  chipRemoved: string;
  chipAlready: string;
  chipFull: string;
};

export const ENGLISH_CHIP_WORDS: ChipWords = {
  chipAdd: "Add",
  chipAddTo: "Add to {list}",
  chipRemove: "Remove {value}",
  chipAdded: "{value} added",
  chipRemoved: "{value} removed",
  chipAlready: "{value} is already added",
  chipFull: "{max} {list} added",
};

const lowerCase = (value: string) => value.toLowerCase();

const TAG_CLASS =
  "after:ml-1.5 after:rounded-full after:bg-brand-600 after:px-1.5 after:py-px after:align-[1px] after:text-[10px] after:font-semibold after:tracking-wide after:text-white after:uppercase after:content-[attr(data-tag)]";

/**
 * Values as removable chips: Enter or the Add button adds the typed value, each once (compared
 * without case, or by `sameKey`), up to `max`; each chip has its own labelled Remove button.
 */
export function ChipInput(props: ChipInputProps) {
  const {
    label,
    inputId,
    labelNote,
    values,
    onChange,
    max,
    maxLength,
    listLabel,
    placeholder,
    fullMessage,
    tooLongMessage,
    hint,
    error,
    name,
    tagged,
    sameKey = lowerCase,
    words = ENGLISH_CHIP_WORDS,
  } = props;
  const list = label.toLowerCase();
  const ownId = useId();
  const id = inputId ?? ownId;
  const [draft, setDraft] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const full = values.length >= max;

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    if (value.length > maxLength) return setNote(tooLongMessage);
    const key = sameKey(value);
    const same = values.find((v) => sameKey(v) === key);
    if (same !== undefined) return setNote(fill(words.chipAlready, { value: same }));
    if (full) return setNote(fullMessage);
    onChange([...values, value]);
    setDraft("");
    setNote(fill(words.chipAdded, { value }));
  };

  const remove = (value: string) => {
    onChange(values.filter((v) => v !== value));
    setNote(fill(words.chipRemoved, { value }));
    document.getElementById(id)?.focus();
  };

  return (
    <div data-field={name}>
      {inputId ? null : (
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
          {label} {labelNote ? <span className="font-normal text-ink-500">{labelNote}</span> : null}
        </label>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          className={inputClass}
          value={draft}
          disabled={full}
          placeholder={full ? fill(words.chipFull, { max, list }) : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note ${id}-error`}
          onChange={(e) => {
            setDraft(e.target.value);
            if (note) setNote(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" className="h-12 shrink-0" onClick={add} disabled={full} aria-label={fill(words.chipAddTo, { list })}>
          {words.chipAdd}
        </Button>
      </div>
      {values.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={listLabel}>
          {values.map((value) => (
            <li key={value} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-700">
              {tagged?.values.includes(value) ? (
                <span data-tag={tagged.tag} className={TAG_CLASS} translate="no">
                  {value}
                </span>
              ) : (
                <span translate="no">{value}</span>
              )}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100"
                aria-label={fill(words.chipRemove, { value })}
                onClick={() => remove(value)}
              >
                <Icon name="close" className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-note`} aria-live="polite" className="mt-1.5 text-sm text-ink-600 empty:hidden">
        {note ?? hint ?? ""}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
