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

const GENERIC = "Invalid email or password";
const NOTICES: Record<string, string> = {
  "password-reset": "Your password has been changed. Sign in with the new one.",
};
const GOOGLE_ERRORS: Record<string, string> = {
  AccessDenied: "Google sign-in needs a verified Google e-mail address.",
  GoogleUnavailable: "Google sign-in is not available right now.",
};

type LoginFormProps = { callbackUrl: string | null; googleEnabled: boolean; notice: string | null; error: string | null };

export function LoginForm({ callbackUrl, googleEnabled, notice, error: urlError }: LoginFormProps) {
  const router = useRouter();
  const { form, register, fields, error, pending, submit } = useFormSubmit(ZLoginSchema, {
    defaultValues: { email: "", password: "" },
    initialError: urlError ? (GOOGLE_ERRORS[urlError] ?? "Sign-in failed. Please try again.") : null,
  });
  const [wrongPasswordCount, setWrongPasswordCount] = useState(0);

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
        form.setFocus("password");
      } else if (result.status !== 429) {
        clearForm();
        return GENERIC;
      }
      return message;
    });
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">Sign In to Continue</h1>
      <p className="mt-1.5 text-sm text-ink-600">Welcome back. Enter your details to carry on.</p>

      {notice && NOTICES[notice] ? (
        <div className="mt-5">
          <FormMessage tone="success" message={NOTICES[notice]} />
        </div>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="mt-7 space-y-5">
        <EmailField {...register("email")} error={fields.email} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register("password")}
          error={fields.password}
          labelAside={
            <Link href="/auth/forgotpassword" className="rounded text-sm font-medium text-brand-600 hover:text-brand-700">
              Forgot Password?
            </Link>
          }
        />

        <FormMessage message={error}>
          {wrongPasswordCount >= 3 && error === "invalid password" ? (
            <>
              {" "}
              ({wrongPasswordCount} wrong tries.{" "}
              <Link href="/auth/forgotpassword" className="underline">
                Reset your password
              </Link>
              ?)
            </>
          ) : null}
        </FormMessage>

        <Button type="submit" size="lg" loading={pending} className="w-full">
          {pending ? "Signing in…" : "Sign In"}
        </Button>
      </form>

      <GoogleAlternative enabled={googleEnabled} />

      <AuthSwitchLink question="New here?" href="/auth/register" label="Sign Up" />
    </div>
  );
}
