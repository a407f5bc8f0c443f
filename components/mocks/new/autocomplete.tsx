"use client";

import { useState, type ChangeEvent, type FocusEvent, type Ref } from "react";
import { inputClass } from "@/components/ui/fields";
import { cx } from "@/components/ui/cx";
import { AUTOCOMPLETE_LIMIT, filterOptions } from "@/lib/mocks/mock-rules";

/** The input's own props: what react-hook-form's register() gives. */
type FieldProps = {
  name: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
  ref?: Ref<HTMLInputElement>;
};

type AutocompleteProps = {
  /** The input's id: its label is drawn with the form's layout (new-mock-parts.tsx). */
  id: string;
  /** The suggestions' name for a screen reader ("Job title suggestions"). */
  listLabel: string;
  field: FieldProps;
  /** The text in the field, which the suggestions match. */
  text: string;
  /** A suggestion was chosen. */
  onChoose: (value: string) => void;
  options: readonly string[];
  placeholder?: string;
  error?: string | null;
};

/** A text field with a case-insensitive suggestion list (the ARIA combobox pattern). */
export function Autocomplete({ id, listLabel, field, text, onChoose, options, placeholder, error }: AutocompleteProps) {
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = filterOptions(options, text, AUTOCOMPLETE_LIMIT);
  const shown = open && matches.length > 0 && !(matches.length === 1 && matches[0] === text);

  const choose = (option: string) => {
    onChoose(option);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <input
        {...field}
        id={id}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        className={inputClass}
        placeholder={placeholder}
        onChange={(e) => {
          field.onChange?.(e);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(e) => {
          field.onBlur?.(e);
          setTimeout(() => setOpen(false), 120);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, matches.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === "Enter" && shown && active >= 0) {
            e.preventDefault();
            choose(matches[active]!);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        translate="no"
        className={cx("absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-xl border border-ink-200 bg-white py-1 shadow-pop", shown ? "block" : "hidden")}
      >
        {shown
          ? matches.map((option, i) => (
              <li
                key={option}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={cx("cursor-pointer px-4 py-2 text-sm text-ink-800", i === active ? "bg-brand-50" : "hover:bg-ink-50")}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                {option}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
