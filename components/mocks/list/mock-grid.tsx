"use client";

import { useEffect, useRef } from "react";
import { fill } from "@/lib/i18n/fill";
import type { MockSummary } from "@/lib/mocks/map-mock";
import { MockCard } from "./mock-card";
import type { MockListText } from "./mock-list-text";

/** "Your mock interview “…” is created.": the title is the candidate's own (translate="no"). */
function CreatedNote({ mock, text }: { mock: MockSummary; text: MockListText }) {
  const [before = "", after = ""] = text.created.split("{title}");
  return (
    <p id={`created-${mock.mock_id}`} className="rounded-t-2xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
      {before}
      <span translate="no">{mock.Title}</span>
      {fill(after, { ready: text.questionsReady })}
    </p>
  );
}

/**
 * The mocks as cards; `offline`: the last look for news failed, and the list says it tries again.
 * `created`: the mock the candidate has just created: its card says so, is brought into view and
 * takes the focus (a screen reader reads it), once.
 */
export function MockGrid({
  mocks,
  text,
  offline = false,
  created = null,
}: {
  mocks: MockSummary[];
  text: MockListText;
  offline?: boolean;
  created?: string | null;
}) {
  const createdCard = useRef<HTMLLIElement>(null);
  const shown = useRef(false);
  const found = created !== null && mocks.some((mock) => mock.mock_id === created);
  useEffect(() => {
    if (!found || shown.current || !createdCard.current) return;
    shown.current = true;
    createdCard.current.scrollIntoView({ block: "center" });
    createdCard.current.focus({ preventScroll: true });
    // A reload of the list does not say it again.
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [found]);
  return (
    <>
      {offline ? (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {text.offline}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {mocks.map((mock) => {
          const isNew = mock.mock_id === created;
          return (
            <li
              key={mock.mock_id}
              ref={isNew ? createdCard : undefined}
              tabIndex={isNew ? -1 : undefined}
              aria-labelledby={isNew ? `created-${mock.mock_id}` : undefined}
              className={isNew ? "flex rounded-2xl outline-none ring-2 ring-brand-500 ring-offset-2" : "flex"}
              data-testid={isNew ? "created-mock" : undefined}
            >
              <div className="flex w-full flex-col">
                {isNew ? <CreatedNote mock={mock} text={text} /> : null}
                <div className="flex w-full flex-1 flex-col [&>*]:flex-1">
                  <MockCard mock={mock} text={text} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
