"use client";

// A form's submit: check the input with the form's schema (a message under each field), then send
// it while the form shows it is busy, and show the words of a failure.
import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "@/lib/validation/field-errors";

/**
 * `send` gets the parsed data and returns the words of a failure, or nothing once it has moved on
 * (the form stays busy: the page is leaving).
 */
type Send<S extends z.ZodType> = (data: z.output<S>) => Promise<string | null | undefined | void>;

export function useFormSubmit(initialError: string | null = null) {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);

  async function submit<S extends z.ZodType>(schema: S, input: unknown, send: Send<S>): Promise<void> {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setFields(fieldErrors(parsed.error));
      return;
    }
    setFields({});
    setError(null);
    setPending(true);
    const failure = await send(parsed.data);
    if (failure) {
      setPending(false);
      setError(failure);
    }
  }

  /** Forgets a field's message once the field is edited. */
  const clearField = (name: string) => setFields((f) => ({ ...f, [name]: "" }));

  return { fields, error, pending, submit, clearField, setError };
}
