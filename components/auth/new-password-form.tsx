"use client";

import { type FormEvent } from "react";
import { FormMessage, NewPasswordField, PasswordField } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { ZNewPasswordPairSchema } from "@/lib/auth/schema";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";
import type { AccountText } from "./auth-text";
import { EmailHeading } from "./email-heading";

type NewPasswordFormProps = {
  /** The step's heading and its sentence about the account's address. */
  heading: { title: string; sentence: string; email: string };
  submitLabel: string;
  /** Sends the chosen password: the server's refusal (English, as the server says it), or null once it is saved. */
  save(password: string): Promise<string | null>;
  /** Where the candidate goes once the password is saved. */
  next: string;
  text: AccountText;
};

/** An account step that sets a password: two fields that must agree, in the interface language, then on to `next`. */
export function NewPasswordForm({ heading, submitLabel, save, next, text }: NewPasswordFormProps) {
  const { register, fields, error, pending, submit } = useFormSubmit(ZNewPasswordPairSchema, {
    defaultValues: { password: "", confirmPassword: "" },
    say: (message) => sayError(text.auth.errors, message),
  });

  function onSubmitForm(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      const refused = await save(data.password);
      if (refused !== null) return refused;
      // A full page load on purpose: a new (or no) session cookie, or a redirect outside the app router.
      window.location.assign(next);
      return null;
    });
  }

  return (
    <div>
      <EmailHeading {...heading} />
      <form onSubmit={onSubmitForm} noValidate className="mt-7 space-y-5">
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
    </div>
  );
}
