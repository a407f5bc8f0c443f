"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useController } from "react-hook-form";
import { api } from "@/components/api/api";
import { EmailHeading } from "@/components/auth/email-heading";
import { EmailField, FormMessage, OtpField } from "@/components/ui/fields";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { ResendButton } from "@/components/auth/resend-button";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { OTP_LENGTH } from "@/lib/otp/otp-rules";
import { NOT_REGISTERED, ZForgotPasswordSchema, ZOtpCodeForm } from "@/lib/auth/schema";
import type { AccountText } from "@/components/auth/auth-text";
import { sayError } from "@/lib/i18n/say-error";

/** Sends the reset code: the words of a failure (the server's English), or when a resend may follow. */
async function sendResetCode(email: string): Promise<{ failure: string } | { resendAt: number }> {
  const result = await api("POST /api/auth/forgot-password", { json: { email } });
  if (!result.ok) return { failure: result.status === 404 ? NOT_REGISTERED : result.error };
  return { resendAt: Date.now() + (result.data.resendAfterSeconds ?? 60) * 1000 };
}

/** Forgot password, phases one and two: the e-mail ("Reset Password"), then the code ("OTP Code"). */
export function ForgotPasswordForm({ text }: { text: AccountText }) {
  // The e-mail the code went to, once it has; "Change e-mail" keeps it in the box.
  const [sent, setSent] = useState<{ email: string; resendAt: number } | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  if (sent) return <CodePhase {...sent} text={text} onChangeEmail={() => setSent(null)} />;
  return (
    <EmailPhase
      text={text}
      email={typed}
      onSent={(email, resendAt) => {
        setTyped(email);
        setSent({ email, resendAt });
      }}
    />
  );
}

function EmailPhase({ text, email, onSent }: { text: AccountText; email: string | null; onSent: (email: string, resendAt: number) => void }) {
  const { register, fields, error, pending, submit } = useFormSubmit(ZForgotPasswordSchema, {
    defaultValues: { email: email ?? "" },
    say: (message) => sayError(text.auth.errors, message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      const sent = await sendResetCode(data.email);
      if ("failure" in sent) return sent.failure;
      onSent(data.email, sent.resendAt);
    });
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">{text.forgotHeading}</h1>
      <p className="mt-1.5 text-sm text-ink-600">{text.forgotText}</p>
      <form onSubmit={onSubmit} noValidate className="mt-7 space-y-5">
        <EmailField label={text.auth.email} {...register("email")} error={fields.email} autoFocus />
        <FormMessage message={error} />
        <Button type="submit" size="lg" loading={pending} className="w-full">
          {text.sendCode}
        </Button>
      </form>
      <p className="mt-7 text-center text-sm text-ink-600">
        <Link href="/auth/login" className="inline-flex items-center gap-1 rounded font-semibold text-brand-600 hover:text-brand-700">
          <Icon name="arrowRight" className="size-4 rotate-180" /> {text.backToSignIn}
        </Link>
      </p>
    </div>
  );
}

type CodePhaseProps = { text: AccountText; email: string; resendAt: number; onChangeEmail: () => void };

function CodePhase({ text, email, resendAt: firstResendAt, onChangeEmail }: CodePhaseProps) {
  const router = useRouter();
  const { form, control, fields, error, setError, pending, submit } = useFormSubmit(ZOtpCodeForm, {
    defaultValues: { otp: "" },
    say: (message) => sayError(text.auth.errors, message),
  });
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
      <EmailHeading title={text.codeHeading} sentence={text.codeText.replace("{length}", String(OTP_LENGTH))} email={email} />
      <form onSubmit={onSubmit} noValidate className="mt-7 space-y-5">
        <OtpField label={text.auth.otpCode} value={otp.value} onChange={otp.onChange} autoFocus />
        <FormMessage message={fields.otp ?? error} />
        <Button type="submit" size="lg" loading={pending || resending} className="w-full" aria-disabled={otp.value.length < OTP_LENGTH || undefined}>
          {text.verifyCode}
        </Button>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={onChangeEmail} className="rounded text-sm font-medium text-ink-600 hover:text-ink-900">
          {text.changeEmail}
        </button>
        <ResendButton
          until={resendAt}
          pending={pending || resending}
          onResend={() => void resend()}
          label={text.auth.resendCode}
          countdown={text.auth.resendCodeIn}
          sendingText={text.auth.sending}
        />
      </div>
    </div>
  );
}
