"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { api } from "@/components/api/api";
import { EmailField, FormMessage, NewPasswordField } from "@/components/ui/fields";
import { GoogleAlternative } from "@/components/auth/google-button";
import { Button } from "@/components/ui/button";
import { ZSignUpSchema } from "@/lib/auth/schema";
import { loadDraft, updateDraft } from "./draft";
import { StepHeading } from "./progress";
import type { StepProps } from "./types";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { AuthSwitchLink } from "@/components/auth/switch-link";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";

/** Step one: e-mail and password; sends the sign-up code. */
export function StepAccount({ goTo, googleEnabled, text: { auth: text } }: StepProps) {
  const { register, fields, error, pending, submit } = useFormSubmit(ZSignUpSchema, {
    say: (message) => sayError(text.errors, message),
    defaultValues: { email: loadDraft().email ?? "", password: "" },
    onFieldChange: (name, value) => {
      if (name === "email") updateDraft({ email: String(value) });
    },
  });
  const [registered, setRegistered] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      setRegistered(false);
      const result = await api("POST /api/auth/send-otp", { json: { email: data.email } });
      if (!result.ok) {
        setRegistered(result.code === "EMAIL_TAKEN");
        return result.error;
      }
      updateDraft({ email: data.email, password: data.password, otpSentAt: Date.now(), otpResendSeconds: result.data.resendAfterSeconds ?? 180 });
      goTo("onboarding_two");
    });
  }

  return (
    <div>
      <StepHeading title={text.createAccount} text={text.createAccountText} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField label={text.email} {...register("email")} error={fields.email} />
        <NewPasswordField
          label={text.password}
          toggleLabels={{ show: text.showPassword, hide: text.hidePassword }}
          hint={(min) => fill(text.passwordHint, { min })}
          {...register("password")}
          error={fields.password}
        />
        <FormMessage message={error}>
          {registered ? (
            <>
              {" "}
              <Link href="/auth/login" className="underline">
                {text.signIn}
              </Link>
            </>
          ) : null}
        </FormMessage>
        <Button type="submit" size="lg" loading={pending} className="w-full">
          {text.continue}
        </Button>
      </form>
      <GoogleAlternative enabled={googleEnabled} words={text} />
      <AuthSwitchLink question={text.haveAccount} href="/auth/login" label={text.signIn} />
    </div>
  );
}
