"use client";

import { useRouter } from "next/navigation";
import { Icon } from "@/components/ui/icons";

/** Back to wherever the candidate came from (the search, with its filters); to `fallback` in a fresh tab. */
export function BackButton({ fallback, label }: { fallback: string; label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(fallback))}
      className="inline-flex h-10 items-center gap-2 rounded-xl pr-3 pl-2 text-sm font-semibold text-ink-700 hover:bg-ink-100 hover:text-ink-900"
    >
      <Icon name="arrowLeft" className="size-5" />
      {label}
    </button>
  );
}
