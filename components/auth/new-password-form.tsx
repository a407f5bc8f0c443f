"use client";

import { type FormEvent, type ReactNode } from "react";
import { FormMessage, NewPasswordField, PasswordField } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { ZNewPasswordPairSchema } from "@/lib/auth/schema";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";
import type { AccountText } from "./auth-text";

/** Two password fields that must agree, in the interface language; `onSubmit` returns an error text (English, as the server says it) or null. */
type NewPasswordFormProps = {
  submitLabel: string;
  /** Sends the chosen password: the server's refusal, or null once the page moves on. */
  onSubmit(password: string): Promise<string | null>;
  text: AccountText;
  children?: ReactNode;
};

export function NewPasswordForm({ submitLabel, onSubmit, text, children }: NewPasswordFormProps) {
  const { register, fields, error, pending, submit } = useFormSubmit(ZNewPasswordPairSchema, {
    defaultValues: { password: "", confirmPassword: "" },
    say: (message) => sayError(text.auth.errors, message),
  });

  function onSubmitForm(event: FormEvent<HTMLFormElement>) {
    void submit(event, (data) => onSubmit(data.password));
  }

  return (
    <form onSubmit={onSubmitForm} noValidate className="mt-7 space-y-5">
      {children}
      <NewPasswordField
        label={text.newPassword}
        toggleLabels={{ show: text.showNewPassword, hide: text.hideNewPassword }}
        hint={(min) => fill(text.auth.passwordHint, { min })}
        {...register("password")}
        error={fields.password}
        autoFocus
      />
      <PasswordField
        label={text.confirmPassword}
        toggleLabels={{ show: text.showConfirmPassword, hide: text.hideConfirmPassword }}
        autoComplete="new-password"
        {...register("confirmPassword")}
        error={fields.confirmPassword}
      />
      <FormMessage message={error} />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
