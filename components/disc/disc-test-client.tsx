"use client";

import { api } from "@/components/api/api";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { Icon } from "@/components/ui/icons";
import type { PublicDiscBlock } from "@/lib/disc/blocks";
import type { Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import type { TDiscProgressAnswer, TDiscTest } from "@/lib/disc/schema";
import { DiscBlock } from "./disc-block";
import { useDiscAutosave, type SaveState } from "./use-disc-autosave";
import { ProgressBar } from "@/components/ui/progress-bar";

type Choice = { most: string | null; least: string | null };
const done = (c: Choice | undefined) => Boolean(c?.most && c.least);
const complete = (a: TDiscProgressAnswer): a is TDiscTest["answers"][number] => done(a);

/** The test's words, in the candidate's language (the catalog's `disc` namespace, handed by the page). */
export type DiscText = Messages["disc"];

const SAVE_KEY: Record<SaveState, keyof DiscText> = { idle: "saveIdle", saving: "saveSaving", saved: "saveSaved", error: "saveError" };

export function DiscTestClient({
  blocks,
  saved,
  hasResults,
  text,
}: {
  blocks: PublicDiscBlock[];
  saved: TDiscProgressAnswer[];
  hasResults: boolean;
  text: DiscText;
}) {
  const router = useRouter();
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(saved.map((a) => [a.blockId, { most: a.most, least: a.least }])));
  const open = blocks.findIndex((b) => !done(choices[b.id]));
  const firstOpen = open === -1 ? blocks.length - 1 : open;
  const [index, setIndex] = useState<number | null>(null); // null: the intro screen
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const answers = useMemo<TDiscProgressAnswer[]>(
    () => blocks.filter((b) => choices[b.id]).map((b) => ({ blockId: b.id, ...choices[b.id]! })),
    [blocks, choices],
  );
  const autosave = useDiscAutosave(answers);
  const answered = blocks.filter((b) => done(choices[b.id])).length;
  const resuming = saved.length > 0;

  const go = (next: number) => {
    setIndex(next);
    setError(null);
    void autosave.flush();
    // The new block's heading takes focus so a screen reader announces where the candidate is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    await autosave.settle();
    const unscored = text.unscored;
    const result = await api("POST /api/disc/disc-test", { json: { answers: answers.filter(complete) }, fallback: unscored, offline: unscored });
    if (result.ok && result.data.result) return router.push(`/test/disc?result=${result.data.result.id}`);
    setError(result.ok ? unscored : result.error);
    setSubmitting(false);
    void autosave.flush(true);
  };

  if (index === null) {
    return (
      <section aria-labelledby="disc-intro" className="rounded-2xl border border-ink-200/80 bg-white p-6 shadow-card sm:p-8">
        <h2 id="disc-intro" className="text-lg font-semibold text-ink-900">
          {resuming ? text.welcomeBack : text.howItWorks}
        </h2>
        {resuming ? (
          <p className="mt-2 text-sm text-ink-700" data-testid="disc-resume-note">
            {fill(text.resumeNote, { answered, total: blocks.length })}
          </p>
        ) : null}
        <ul className="mt-4 space-y-2.5 text-sm text-ink-700">
          {[fill(text.stepBlocks, { total: blocks.length }), text.stepPick, text.stepNoWrong, text.stepSaves].map((line) => (
            <li key={line} className="flex gap-2.5">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {line}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button size="lg" onClick={() => go(firstOpen)}>
            {resuming ? text.continue : text.start}
          </Button>
          {hasResults ? (
            <Link href="/test/disc?view=latest" className="text-sm font-semibold text-brand-700 hover:text-brand-600">
              {text.lastResult}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }

  const block = blocks[index]!;
  const choice = choices[block.id] ?? { most: null, least: null };
  const last = index === blocks.length - 1;
  const allDone = answered === blocks.length;

  return (
    <section aria-labelledby="disc-block-heading" className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="disc-block-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900 outline-none">
          {fill(text.blockOf, { number: index + 1, total: blocks.length })}
        </h2>
        <p className="text-xs text-ink-600" aria-live="polite" data-testid="disc-save-state">
          {text[SAVE_KEY[autosave.state]]}
        </p>
      </div>
      <ProgressBar
        label={text.progressLabel}
        value={answered}
        max={blocks.length}
        valueText={fill(text.answeredOf, { answered, total: blocks.length })}
        className="mt-3"
        fillClassName="bg-brand-600 transition-[width]"
      />
      <p className="mt-2 text-xs text-ink-600">{fill(text.answeredOf, { answered, total: blocks.length })}</p>
      <p className="mt-5 mb-5 text-sm text-ink-700">{text.pickPrompt}</p>

      <DiscBlock block={block} choice={choice} text={text} onChange={(next) => setChoices((all) => ({ ...all, [block.id]: next }))} />

      <ErrorNote message={error} boxed className="mt-5 text-sm" />

      <div className="mt-8 flex items-center justify-between gap-3 border-t border-ink-100 pt-5">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0 || submitting}>
          {text.back}
        </Button>
        {!done(choice) ? <p className="hidden text-xs text-ink-600 sm:block">{text.chooseOne}</p> : null}
        {last ? (
          <Button onClick={submit} disabled={!allDone} loading={submitting}>
            {text.seeResults}
          </Button>
        ) : (
          <Button onClick={() => go(index + 1)} disabled={!done(choice)}>
            {text.next}
          </Button>
        )}
      </div>
      {last && !allDone ? (
        <p className="mt-3 text-right text-xs text-ink-600">
          {fill(blocks.length - answered === 1 ? text.stillOne : text.stillMany, { count: blocks.length - answered })}{" "}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => go(blocks.findIndex((b) => !done(choices[b.id])))}>
            {text.goFirst}
          </button>
        </p>
      ) : null}
    </section>
  );
}
