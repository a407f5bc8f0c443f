"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { request } from "@/components/api/request";
import { FormMessage, PasswordField, TextField } from "@/components/auth/fields";
import { GoogleContinueButton, OrDivider } from "@/components/auth/google-button";
import { Button } from "@/components/ui/button";
import { PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { fieldErrors, ZSignUpSchema } from "@/lib/auth/schema";
import { loadDraft, updateDraft } from "./draft";
import { StepHeading } from "./progress";
import type { StepProps } from "./types";

/** Step one: e-mail and password; sends the sign-up code. */
export function StepAccount({ goTo, googleEnabled }: StepProps) {
  const [email, setEmail] = useState(() => loadDraft().email ?? "");
  const [password, setPassword] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZSignUpSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFields(fieldErrors(parsed.error));
      return;
    }
    setFields({});
    setError(null);
    setRegistered(false);
    setPending(true);
    const result = await request<{ resendAfterSeconds?: number }>("/api/auth/send-otp", { json: { email: parsed.data.email } });
    if (!result.ok) {
      setPending(false);
      setError(result.error);
      setRegistered(result.status === 409);
      return;
    }
    updateDraft({
      email: parsed.data.email,
      password: parsed.data.password,
      otpSentAt: Date.now(),
      otpResendSeconds: result.data.resendAfterSeconds ?? 180,
    });
    goTo("onboarding_two");
  }

  return (
    <div>
      <StepHeading title="Create your account" text="Start with your e-mail. We'll send you a code to confirm it's yours." />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFields((f) => ({ ...f, email: "" }));
            updateDraft({ email: e.target.value });
          }}
          error={fields.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setFields((f) => ({ ...f, password: "" }));
          }}
          error={fields.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <FormMessage message={error}>
          {registered ? (
            <>
              {" "}
              <Link href="/auth/login" className="underline">
                Sign In
              </Link>
            </>
          ) : null}
        </FormMessage>
        <Button type="submit" size="lg" loading={pending} className="w-full">
          Continue
        </Button>
      </form>
      {googleEnabled ? (
        <>
          <OrDivider />
          <GoogleContinueButton className="w-full" />
        </>
      ) : null}
      <p className="mt-7 text-center text-sm text-ink-600">
        Already have an account?{" "}
        <Link href="/auth/login" className="rounded font-semibold text-brand-600 hover:text-brand-700">
          Sign In
        </Link>
      </p>
    </div>
  );
}
