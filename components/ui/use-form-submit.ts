"use client";

// Every form's one way to hold and send its fields: react-hook-form keeps the values, the form's zod
// schema checks them on submit (its message under each field, the first invalid field focused), and
// the submit shows the form busy and then the words of a failure. A field's message goes once the
// field is edited; the next submit checks again.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent, useRef, useState, type BaseSyntheticEvent } from "react";
import { useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Path, type PathValue, type Resolver } from "react-hook-form";
import type { z } from "zod";

type Schema = z.ZodType<FieldValues, FieldValues>;

/** A refusal the server tied to one field: shown under that field when the form has it. */
type FieldFailure = { field: string; message: string };

/**
 * `send` gets the parsed data and returns the words of a failure (or a field's), nothing once it
 * has moved on (the form stays busy: the page is leaving), or `false` when nothing was sent (a
 * confirmation declined: the form is as it was).
 */
type Send<S extends Schema> = (data: z.output<S>) => Promise<string | FieldFailure | null | undefined | void | false>;

type Options<S extends Schema> = {
  defaultValues: DefaultValues<z.input<S>>;
  /** A form-level message to show from the start (an error named in the address). */
  initialError?: string | null;
  /** Each edit of a field, with its new value (a draft kept as the candidate types). */
  onFieldChange?: (name: Path<z.input<S>>, value: unknown) => void;
  /** The words when a schema loaded with the form could not be loaded. */
  loadFailure?: string;
  /**
   * A message in the interface language: the schema's and the server's English refusals go through
   * it before they are shown (`sayError`, lib/i18n/say-error.ts). Shown as they are without it.
   */
  say?: (message: string) => string;
};

/** The first message anywhere in a field's errors (a list's item, a nested field). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as Partial<FieldError>).message;
  if (typeof own === "string" && own) return own;
  for (const [key, value] of Object.entries(error)) {
    if (key === "ref" || key === "type" || key === "types") continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** Field → its message: what each field shows under it. */
function fieldMessages(errors: FieldErrors): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(errors).map((name) => [name, firstMessage(errors[name])]));
}

/** Focuses the first field in the form, in the page's order, that has a message. */
function focusFirstInvalid(root: unknown, names: string[]): void {
  if (typeof HTMLFormElement === "undefined" || !(root instanceof HTMLFormElement)) return;
  const wanted = new Set(names);
  for (const element of root.querySelectorAll<HTMLElement>("[name], [data-field]")) {
    const name = element.dataset.field ?? element.getAttribute("name");
    if (!name || !wanted.has(name)) continue;
    const control = element.matches("input, select, textarea, button") ? element : element.querySelector<HTMLElement>("input, select, textarea, button");
    if (control) return control.focus();
  }
}

/**
 * `schema` is the form's zod schema, or a loader of it (the schema and zod then load when the form
 * is first used, not with the page).
 */
export function useFormSubmit<S extends Schema>(schema: S | (() => Promise<S>), options: Options<S>) {
  const loaded = useRef<Resolver<z.input<S>, unknown, z.output<S>> | null>(null);
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, resolverOptions) => {
    loaded.current ??= zodResolver(typeof schema === "function" ? await schema() : schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
    return loaded.current(values, context, resolverOptions);
  };
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    defaultValues: options.defaultValues,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    // Our own focus follows the page's order and reaches controls drawn by components (`data-field`).
    shouldFocusError: false,
  });
  const [error, setError] = useState<string | null>(options.initialError ?? null);
  const [movedOn, setMovedOn] = useState(false);
  const say = options.say ?? ((message: string) => message);
  const fields = Object.fromEntries(Object.entries(fieldMessages(form.formState.errors)).map(([name, message]) => [name, message && say(message)]));

  const fieldChanged = useEffectEvent((name: Path<z.input<S>>, value: unknown) => options.onFieldChange?.(name, value));
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, values }) => {
          if (!name) return;
          // An edited field loses its message; the next submit checks it again.
          if (form.getFieldState(name as Path<z.input<S>>).error) form.clearErrors(name as Path<z.input<S>>);
          fieldChanged(name as Path<z.input<S>>, values[name as keyof typeof values]);
        },
      }),
    [form],
  );

  /** Submits the form: checks the fields, then sends them with the form busy. */
  const submit = async (event: BaseSyntheticEvent | undefined, send: Send<S>) => {
    try {
      await form.handleSubmit(
        async (data) => {
          setError(null);
          const failure = await send(data);
          if (failure === false) return;
          if (!failure) setMovedOn(true);
          else if (typeof failure === "string") setError(failure);
          else if (failure.field in form.getValues())
            form.setError(failure.field as Path<z.input<S>>, { type: "server", message: failure.message }, { shouldFocus: true });
          else setError(failure.message);
        },
        (errors, submitted) => focusFirstInvalid(submitted?.target, Object.keys(errors)),
      )(event);
    } catch {
      // The schema could not be loaded (the network went away): nothing was sent.
      setError(options.loadFailure ?? null);
    }
  };

  /** Sets a field the way an edit does (for controls that are not plain inputs). */
  const setField = <N extends Path<z.input<S>>>(name: N, value: PathValue<z.input<S>, N>) =>
    form.setValue(name, value, { shouldDirty: true, shouldTouch: true });

  return {
    form,
    register: form.register,
    control: form.control,
    fields,
    error: error && say(error),
    setError,
    pending: form.formState.isSubmitting || movedOn,
    submit,
    setField,
  };
}
