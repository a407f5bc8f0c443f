"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icons";
import { fill } from "@/lib/i18n/fill";
import type { MockSummary } from "@/lib/mocks/map-mock";
import { MockGrid } from "./mock-grid";
import type { MockListText } from "./mock-list-text";
import { isPreparing } from "./preparing";

// SWR comes with the first mock being prepared: a list with nothing to wait for draws itself.
const LiveMockList = dynamic(() => import("./live-mock-list").then((m) => m.LiveMockList));

/** The grid of mocks; while any is being prepared it refreshes itself, so a mock turns ready without a reload. */
export function MockList({ initial: mocks, created = null, text }: { initial: MockSummary[]; created?: string | null; text: MockListText }) {
  if (mocks.length === 0) {
    return (
      <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="video" className="size-7" aria-hidden />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-ink-950">{text.emptyTitle}</h2>
        <p className="mt-1.5 max-w-md text-sm text-ink-600">{fill(text.emptyText, { ready: text.questionsReady })}</p>
        <Link href="/mock/new-mock" className={buttonClasses({ className: "mt-5" })}>
          {text.createFirst}
        </Link>
      </Card>
    );
  }

  return isPreparing(mocks) ? <LiveMockList initial={mocks} created={created} text={text} /> : <MockGrid mocks={mocks} created={created} text={text} />;
}
