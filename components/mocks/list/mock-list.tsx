"use client";

import { useApi } from "@/components/api/use-api";
import Link from "next/link";
import { useMemo } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icons";
import { MOCK_QUESTIONS_READY_TEXT } from "@/lib/mocks/mock-rules";
import type { MockSummary } from "@/lib/mocks/map-mock";
import { MockCard } from "./mock-card";

const POLL_MS = 1500;
const BUSY: readonly string[] = ["Generating", "Evaluating"];

/** The grid of mocks; while any is being prepared it refreshes itself, so a mock turns ready without a reload. */
export function MockList({ initial }: { initial: MockSummary[] }) {
  const answer = useMemo(() => ({ data: initial }), [initial]);
  const list = useApi("GET /api/mock/mocks", {
    initial: answer,
    refreshEvery: ({ data }) => (data.some((m) => BUSY.includes(m.Status)) ? POLL_MS : 0),
    call: { headers: { Accept: "application/json" } },
  });
  const mocks = list.data.data;
  const offline = list.error !== null;

  if (mocks.length === 0) {
    return (
      <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="video" className="size-7" aria-hidden />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-ink-950">No mock interviews yet</h2>
        <p className="mt-1.5 max-w-md text-sm text-ink-600">
          Tell us the role you are aiming for and we write spoken questions from your CV. {MOCK_QUESTIONS_READY_TEXT}.
        </p>
        <Link href="/mock/new-mock" className={buttonClasses({ className: "mt-5" })}>
          Create your first mock interview
        </Link>
      </Card>
    );
  }

  return (
    <>
      {offline ? (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Could not refresh the list. Retrying…
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {mocks.map((mock) => (
          <li key={mock.mock_id} className="flex">
            <div className="flex w-full flex-col [&>*]:flex-1">
              <MockCard mock={mock} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
