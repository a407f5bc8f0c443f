"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useController } from "react-hook-form";
import { api } from "@/components/api/api";
import { EmailField, FormMessage, OtpField } from "@/components/ui/fields";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { ResendButton } from "@/components/auth/resend-button";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { OTP_LENGTH } from "@/lib/otp/otp-rules";
import { ZForgotPasswordSchema, ZOtpCodeForm } from "@/lib/auth/schema";

/** Sends the reset code: the words of a failure, or when a resend may follow. */
async function sendResetCode(email: string): Promise<{ failure: string } | { resendAt: number }> {
  const result = await api("POST /api/auth/forgot-password", { json: { email } });
  if (!result.ok) return { failure: result.status === 404 ? "User is not registered with this email" : result.error };
  return { resendAt: Date.now() + (result.data.resendAfterSeconds ?? 60) * 1000 };
}

/** Forgot password, phases one and two: the e-mail ("Reset Password"), then the code ("OTP Code"). */
export function ForgotPasswordForm() {
  // The e-mail the code went to, once it has; "Change e-mail" keeps it in the box.
  const [sent, setSent] = useState<{ email: string; resendAt: number } | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  if (sent) return <CodePhase {...sent} onChangeEmail={() => setSent(null)} />;
  return (
    <EmailPhase
      email={typed}
      onSent={(email, resendAt) => {
        setTyped(email);
        setSent({ email, resendAt });
      }}
    />
  );
}

function EmailPhase({ email, onSent }: { email: string | null; onSent: (email: string, resendAt: number) => void }) {
  const { register, fields, error, pending, submit } = useFormSubmit(ZForgotPasswordSchema, { defaultValues: { email: email ?? "" } });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      const sent = await sendResetCode(data.email);
      if ("failure" in sent) return sent.failure;
      onSent(data.email, sent.resendAt);
    });
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">Reset Password</h1>
      <p className="mt-1.5 text-sm text-ink-600">Enter the e-mail you signed up with and we&apos;ll send you a code.</p>
      <form onSubmit={onSubmit} noValidate className="mt-7 space-y-5">
        <EmailField {...register("email")} error={fields.email} autoFocus />
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

function CodePhase({ email, resendAt: firstResendAt, onChangeEmail }: { email: string; resendAt: number; onChangeEmail: () => void }) {
  const router = useRouter();
  const { form, control, fields, error, setError, pending, submit } = useFormSubmit(ZOtpCodeForm, { defaultValues: { otp: "" } });
  const otp = useController({ control, name: "otp" }).field;
  const [resendAt, setResendAt] = useState(firstResendAt);
  const [resending, setResending] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      const result = await api("POST /api/auth/verify-reset-otp", { json: { email, otp: data.otp } });
      if (!result.ok) {
        form.setValue("otp", "");
        return result.error;
      }
      router.push(`/auth/reset-password?email=${encodeURIComponent(email)}`);
    });
  }

  async function resend() {
    setResending(true);
    setError(null);
    const sent = await sendResetCode(email);
    setResending(false);
    if ("failure" in sent) setError(sent.failure);
    else setResendAt(sent.resendAt);
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">OTP Code</h1>
      <p className="mt-1.5 text-sm text-ink-600">
        Enter the {OTP_LENGTH}-digit code we sent to <span className="font-semibold text-ink-900">{email}</span>.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-7 space-y-5">
        <OtpField value={otp.value} onChange={otp.onChange} autoFocus />
        <FormMessage message={fields.otp ?? error} />
        <Button type="submit" size="lg" loading={pending || resending} className="w-full" aria-disabled={otp.value.length < OTP_LENGTH || undefined}>
          Verify Code
        </Button>
      </form>
      <div className="mt-5 flex items-center justify-between">
        <button type="button" onClick={onChangeEmail} className="rounded text-sm font-medium text-ink-600 hover:text-ink-900">
          Change e-mail
        </button>
        <ResendButton until={resendAt} pending={pending || resending} onResend={() => void resend()} />
      </div>
    </div>
  );
}
