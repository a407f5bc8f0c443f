"use client";
// Answering a mock question by typing instead of recording. The words are kept on the device (the
// store the recordings use) while they are typed and until the server confirms them, so a reload,
// a closed tab or a failed send loses nothing (sending it: send-typed.ts).
import { useEffect, useId, useState } from "react";
import { keepDraft, readDraft } from "@/components/recording/device-store";
import { TextAreaField } from "@/components/ui/fields";
import { formatCount } from "@/lib/format";
import { TYPED_ANSWER_MAX_CHARS } from "@/lib/mocks/mock-rules";
import { fill } from "@/lib/i18n/fill";
import type { MockInterviewWords } from "./interview-words";
import { NOT_SENT } from "./send-typed";

function draftKey(owner: string, mockId: string, qnum: number): string {
  return `typed-answer:${owner}:${mockId}:${qnum}`;
}

/** The typed words of one question, kept on this device until sent; null while the candidate has not chosen to type. */
export function useTypedDraft(owner: string, mockId: string, qnum: number) {
  const key = draftKey(owner, mockId, qnum);
  const [draft, setDraft] = useState<{ key: string; text: string | null }>({ key, text: null });
  useEffect(() => {
    let current = true;
    // A draft left from before a reload reopens the typed answer with its words (unless typing began meanwhile).
    void readDraft(key).then((kept) => {
      if (current && kept !== null) setDraft((now) => (now.key === key && now.text !== null ? now : { key, text: kept }));
    });
    return () => {
      current = false;
    };
  }, [key]);
  const text = draft.key === key ? draft.text : null;
  const update = (next: string | null) => {
    void keepDraft(key, owner, next);
    setDraft({ key, text: next });
  };
  return { text, start: () => update(text ?? ""), change: (next: string) => update(next), clear: () => void keepDraft(key, owner, null) };
}

export function TypedAnswerField({
  qnum,
  text,
  onChange,
  sending,
  error,
  words,
}: {
  words: MockInterviewWords;
  qnum: number;
  text: string;
  onChange: (text: string) => void;
  sending: boolean;
  error: string | null;
}) {
  const countId = useId();
  const errorId = useId();
  const left = TYPED_ANSWER_MAX_CHARS - text.length;
  return (
    <div className="space-y-2" data-testid="typed-answer">
      <TextAreaField
        label={fill(words.typedLabel, { n: qnum })}
        value={text}
        rows={8}
        maxLength={TYPED_ANSWER_MAX_CHARS}
        onChange={(e) => onChange(e.target.value)}
        readOnly={sending}
        autoFocus
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        aria-invalid={error ? true : undefined}
        spellCheck
      />
      <p id={countId} className="flex flex-wrap justify-between gap-x-3 text-xs text-ink-600">
        <span>{words.typedClock}</span>
        <span className={left < 200 ? "font-semibold text-red-700" : undefined} data-testid="typed-count">
          {fill(words.typedCount, { count: formatCount(text.length), max: formatCount(TYPED_ANSWER_MAX_CHARS) })}
        </span>
      </p>
      {error ? (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="typed-error">
          {error === NOT_SENT ? words.typedNotSent : error}
        </p>
      ) : null}
    </div>
  );
}
