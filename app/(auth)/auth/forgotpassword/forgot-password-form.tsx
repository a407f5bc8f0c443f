"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api } from "@/components/api/api";
import { EmailField, FormMessage, OtpField } from "@/components/ui/fields";
import { ResendButton } from "@/components/auth/resend-button";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { OTP_LENGTH } from "@/lib/constants";
import { ZForgotPasswordSchema, ZVerifyResetOtpSchema } from "@/lib/auth/schema";
import { fieldErrors } from "@/lib/validation/field-errors";

/** Forgot password, phases one and two: the e-mail ("Reset Password"), then the code ("OTP Code"). */
export function ForgotPasswordForm() {
  const router = useRouter();
  const [phase, setPhase] = useState<"email" | "otp">("email");
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);

  async function requestCode(): Promise<boolean> {
    setPending(true);
    setError(null);
    const result = await api("POST /api/auth/forgot-password", { json: { email } });
    setPending(false);
    if (!result.ok) {
      setError(result.status === 404 ? "User is not registered with this email" : result.error);
      return false;
    }
    setResendAt(Date.now() + (result.data.resendAfterSeconds ?? 60) * 1000);
    return true;
  }

  async function onEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZForgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldErrors(parsed.error).email ?? null);
      return;
    }
    setEmailError(null);
    setEmail(parsed.data.email);
    if (await requestCode()) setPhase("otp");
  }

  async function onOtp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ZVerifyResetOtpSchema.safeParse({ email, otp }).success) {
      setError("Invalid OTP");
      return;
    }
    setPending(true);
    setError(null);
    const result = await api("POST /api/auth/verify-reset-otp", { json: { email, otp } });
    if (!result.ok) {
      setPending(false);
      setError(result.error);
      setOtp("");
      return;
    }
    router.push(`/auth/reset-password?email=${encodeURIComponent(email)}`);
  }

  if (phase === "otp") {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-950">OTP Code</h1>
        <p className="mt-1.5 text-sm text-ink-600">
          Enter the {OTP_LENGTH}-digit code we sent to <span className="font-semibold text-ink-900">{email}</span>.
        </p>
        <form onSubmit={onOtp} noValidate className="mt-7 space-y-5">
          <OtpField value={otp} onChange={setOtp} autoFocus />
          <FormMessage message={error} />
          <Button type="submit" size="lg" loading={pending} className="w-full" aria-disabled={otp.length < OTP_LENGTH || undefined}>
            Verify Code
          </Button>
        </form>
        <div className="mt-5 flex items-center justify-between">
          <button type="button" onClick={() => setPhase("email")} className="rounded text-sm font-medium text-ink-600 hover:text-ink-900">
            Change e-mail
          </button>
          <ResendButton until={resendAt} pending={pending} onResend={() => void requestCode()} />
        </div>
      </div>
    );
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">Reset Password</h1>
      <p className="mt-1.5 text-sm text-ink-600">Enter the e-mail you signed up with and we&apos;ll send you a code.</p>
      <form onSubmit={onEmail} noValidate className="mt-7 space-y-5">
        <EmailField
                    value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError}
          autoFocus
        />
        <FormMessage message={error} />
        <Button type="submit" size="lg" loading={pending} className="w-full">
          Send Code
        </Button>
      </form>
      <p className="mt-7 text-center text-sm text-ink-600">
        <Link href="/auth/login" className="inline-flex items-center gap-1 rounded font-semibold text-brand-600 hover:text-brand-700">
          <Icon name="arrowRight" className="size-4 rotate-180" /> Back to Sign In
        </Link>
      </p>
    </div>
  );
}
