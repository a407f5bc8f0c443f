import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";

/** A mock's page that cannot show the mock (not found, not the candidate's, already sent): why, and the way back to the list. */
export function MockNotice({ text, role, back, children }: { text: string; role?: "alert"; back: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg space-y-4 py-10 text-center">
      <p role={role} className="text-base font-medium text-ink-800">
        {text}
      </p>
      <div className="flex justify-center gap-3">
        {children}
        <ButtonLink href="/mock" variant="secondary">
          {back}
        </ButtonLink>
      </div>
    </div>
  );
}
