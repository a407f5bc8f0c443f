"use client";

// The new-mock form's fields in react-hook-form, checked by the form's zod schema: this module (the
// form library, the schema and zod) loads on the form's first focus or touch, not with the page.
// It draws nothing: it holds the fields and hands the form, its values and its messages to the
// form drawn by NewMockForm.
import { useEffect, useEffectEvent } from "react";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { ZNewMock } from "@/lib/mocks/schema";

/** The fields as the form holds them: `resume` is false until a PDF or the profile CV is chosen (the schema refuses that with its words). */
export type NewMockFields = Omit<z.input<typeof ZNewMock>, "resume"> & { resume: boolean };

export type LiveForm = ReturnType<typeof useFormSubmit<typeof ZNewMock>> & {
  values: Partial<NewMockFields>;
  /** The form has been submitted at least once. */
  submitted: boolean;
};

/** `defaults`: what the fields held when the library arrived (what was typed before stays). */
export function NewMockHost({ defaults, onLive }: { defaults: NewMockFields; onLive: (live: LiveForm) => void }) {
  const live = useFormSubmit(ZNewMock, { defaultValues: defaults as DefaultValues<z.input<typeof ZNewMock>> });
  const values = live.form.watch();
  const submitted = live.form.formState.submitCount > 0;
  const report = useEffectEvent(() => onLive({ ...live, values, submitted }));
  const shown = JSON.stringify([values, live.fields, live.error, live.pending, submitted]);
  useEffect(() => report(), [shown]);
  return null;
}
