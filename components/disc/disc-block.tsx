"use client";

// One block: two radio groups over the same four statements, "most like me" and "least like me".
// Native radios give keyboard use (Tab into a group, arrows to choose) and screen-reader names.
import { cx } from "@/components/ui/cx";
import type { PublicDiscBlock } from "@/lib/disc/blocks";
import type { DiscText } from "./disc-test-client";

type Choice = { most: string | null; least: string | null };
type BlockText = Pick<DiscText, "mostLikeMe" | "leastLikeMe" | "chosenAsMost">;

function Group({
  block,
  kind,
  text,
  choice,
  onPick,
}: {
  block: PublicDiscBlock;
  kind: "most" | "least";
  text: BlockText;
  choice: Choice;
  onPick: (id: string) => void;
}) {
  const other = kind === "most" ? choice.least : choice.most;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-semibold text-ink-900">{kind === "most" ? text.mostLikeMe : text.leastLikeMe}</legend>
      <div className="space-y-2.5">
        {block.statements.map((statement) => {
          const checked = choice[kind] === statement.id;
          const takenByOther = kind === "least" && other === statement.id;
          return (
            <label
              key={statement.id}
              className={cx(
                "flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3 text-sm leading-snug transition-colors",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2",
                checked
                  ? kind === "most"
                    ? "border-brand-600 bg-brand-50 text-ink-950"
                    : "border-ink-700 bg-ink-100 text-ink-950"
                  : "border-ink-200 bg-white text-ink-800 hover:border-ink-300",
                takenByOther && "cursor-not-allowed border-dashed bg-ink-50 text-ink-600",
              )}
            >
              <input
                type="radio"
                name={`${block.id}-${kind}`}
                value={statement.id}
                checked={checked}
                disabled={takenByOther}
                onChange={() => onPick(statement.id)}
                className="mt-0.5 size-4.5 shrink-0 accent-brand-600"
              />
              <span>
                {statement.text}
                {takenByOther ? <span className="mt-0.5 block text-xs text-ink-600">{text.chosenAsMost}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function DiscBlock({ block, choice, onChange, text }: { block: PublicDiscBlock; choice: Choice; onChange: (choice: Choice) => void; text: BlockText }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8">
      {/* Picking as "most" the statement already marked "least" moves it: least is asked again. */}
      <Group block={block} kind="most" text={text} choice={choice} onPick={(id) => onChange({ most: id, least: choice.least === id ? null : choice.least })} />
      <Group block={block} kind="least" text={text} choice={choice} onPick={(id) => onChange({ ...choice, least: id })} />
    </div>
  );
}
