"use client";
// The end of every onboarding step's form: what went wrong, if anything, and the button that goes on.
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/fields";

export function StepSubmit({ error, pending, label }: { error: string | null | undefined; pending: boolean; label: string }) {
  return (
    <>
      <FormMessage message={error} />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {label}
      </Button>
    </>
  );
}
