"use client";

import { useMemo } from "react";
import { useApi } from "@/components/api/use-api";
import type { MockSummary } from "@/lib/mocks/map-mock";
import { isPreparing } from "./preparing";
import { MockGrid } from "./mock-grid";
import type { MockListText } from "./mock-list-text";

const POLL_MS = 1500;

/** The list while a mock is being prepared: it looks again until none is, so a mock turns ready without a reload. */
export function LiveMockList({ initial, created, text }: { initial: MockSummary[]; created: string | null; text: MockListText }) {
  const answer = useMemo(() => ({ data: initial }), [initial]);
  const list = useApi("GET /api/mock/mocks", {
    initial: answer,
    refreshEvery: ({ data }) => (isPreparing(data) ? POLL_MS : 0),
    call: { headers: { Accept: "application/json" } },
  });
  return <MockGrid mocks={list.data.data} offline={list.error !== null} created={created} text={text} />;
}
