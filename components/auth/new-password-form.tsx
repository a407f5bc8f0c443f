"use client";

import { type FormEvent, type ReactNode } from "react";
import { FormMessage, NewPasswordField, PasswordField } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { ZNewPasswordPairSchema } from "@/lib/auth/schema";
import { useFormSubmit } from "@/components/ui/use-form-submit";

/** Two password fields that must agree; `onSubmit` returns an error text or null. */
export function NewPasswordForm({
  submitLabel,
  onSubmit,
  children,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<string | null>;
  children?: ReactNode;
}) {
  const { register, fields, error, pending, submit } = useFormSubmit(ZNewPasswordPairSchema, { defaultValues: { password: "", confirmPassword: "" } });

  function onSubmitForm(event: FormEvent<HTMLFormElement>) {
    void submit(event, (data) => onSubmit(data.password));
  }

  return (
    <form onSubmit={onSubmitForm} noValidate className="mt-7 space-y-5">
      {children}
      <NewPasswordField label="New password" {...register("password")} error={fields.password} autoFocus />
      <PasswordField label="Confirm password" autoComplete="new-password" {...register("confirmPassword")} error={fields.confirmPassword} />
      <FormMessage message={error} />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
