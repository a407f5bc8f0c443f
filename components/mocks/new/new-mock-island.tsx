"use client";

// The new-mock form as an island: its code (the form, react-hook-form, the suggestions, the
// confirmation) loads after the page, with next/dynamic, so the page's first-load JavaScript stays
// within its budget (docs/performance.md). Until it is in, a placeholder of the form's size holds
// its place; the form's schema (and zod) loads on the form's first use.
import dynamic from "next/dynamic";
import { createContext, use } from "react";
import { NewMockPlaceholder } from "./new-mock-placeholder";
import type { NewMockText } from "./new-mock-text";

type Props = { industries: Record<string, string[]>; profileCvName: string | null; text: NewMockText };

/** The island's props, for the placeholder: next/dynamic draws its `loading` without them. */
const Waiting = createContext<Props | null>(null);

function Loading() {
  const props = use(Waiting);
  return props ? <NewMockPlaceholder profileCvName={props.profileCvName} text={props.text} /> : null;
}

const NewMockForm = dynamic(() => import("./new-mock-form").then((m) => m.NewMockForm), { ssr: false, loading: Loading });

export function NewMockIsland(props: Props) {
  return (
    <Waiting value={props}>
      <NewMockForm {...props} />
    </Waiting>
  );
}
