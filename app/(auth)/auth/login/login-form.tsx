"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { rememberRedirectUrl, storeLoginToken, takeRedirectUrl } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import { EmailField, FormMessage, PasswordField } from "@/components/ui/fields";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { GoogleAlternative } from "@/components/auth/google-button";
import { Button } from "@/components/ui/button";
import { ZLoginSchema } from "@/lib/auth/schema";
import { AuthSwitchLink } from "@/components/auth/switch-link";
import type { AuthText } from "@/components/auth/auth-text";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";
import { PageHeading } from "@/components/layout/page-heading";

type LoginFormProps = { callbackUrl: string | null; googleEnabled: boolean; notice: string | null; error: string | null; text: AuthText };

export function LoginForm({ callbackUrl, googleEnabled, notice, error: urlError, text }: LoginFormProps) {
  const router = useRouter();
  const notices: Record<string, string> = { "password-reset": text.passwordReset };
  const googleErrors: Record<string, string> = { AccessDenied: text.googleNeedsVerified, GoogleUnavailable: text.googleUnavailable };
  const { form, register, fields, error, pending, submit } = useFormSubmit(ZLoginSchema, {
    defaultValues: { email: "", password: "" },
    initialError: urlError ? (googleErrors[urlError] ?? text.signInFailed) : null,
    say: (message) => sayError(text.errors, message),
  });
  const [wrongPasswordCount, setWrongPasswordCount] = useState(0);
  // The last refusal was a wrong password (its words are the interface language's, so the flag says so).
  const [wrongPassword, setWrongPassword] = useState(false);

  // A callbackUrl in the address (older links) counts as the remembered return path.
  useEffect(() => {
    if (callbackUrl) rememberRedirectUrl(callbackUrl);
  }, [callbackUrl]);

  function clearForm() {
    form.reset({ email: "", password: "" });
    form.setFocus("email");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      setWrongPassword(false);
      const result = await api("POST /api/auth/login", { json: data });
      if (result.ok) {
        storeLoginToken(result.data.token);
        router.replace(result.data.next ?? takeRedirectUrl());
        router.refresh();
        return;
      }
      const message = result.error;
      if (message === "invalid user") {
        clearForm();
      } else if (message === "invalid password") {
        form.resetField("password");
        setWrongPasswordCount((n) => n + 1);
        setWrongPassword(true);
        form.setFocus("password");
      } else if (result.status !== 429) {
        clearForm();
        return text.invalidCredentials;
      }
      return message;
    });
  }

  return (
    <div>
      <PageHeading inCard title={text.loginHeading} intro={text.loginText} />

      {notice && notices[notice] ? (
        <div className="mt-5">
          <FormMessage tone="success" message={notices[notice]} />
        </div>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="mt-7 space-y-5">
        <EmailField label={text.email} {...register("email")} error={fields.email} />
        <PasswordField
          label={text.password}
          toggleLabels={{ show: text.showPassword, hide: text.hidePassword }}
          autoComplete="current-password"
          {...register("password")}
          error={fields.password}
          labelAside={
            <Link href="/auth/forgotpassword" className="rounded text-sm font-medium text-brand-600 hover:text-brand-700">
              {text.forgotPassword}
            </Link>
          }
        />

        <FormMessage message={error}>
          {wrongPasswordCount >= 3 && wrongPassword ? (
            <>
              {" "}
              ({fill(text.wrongTries, { count: wrongPasswordCount })}{" "}
              <Link href="/auth/forgotpassword" className="underline">
                {text.resetYourPassword}
              </Link>
              ?)
            </>
          ) : null}
        </FormMessage>

        <Button type="submit" size="lg" loading={pending} className="w-full">
          {pending ? text.signingIn : text.signIn}
        </Button>
      </form>

      <GoogleAlternative enabled={googleEnabled} words={text} />

      <AuthSwitchLink question={text.newHere} href="/auth/register" label={text.signUp} />
    </div>
  );
}
