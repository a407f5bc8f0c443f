"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api } from "@/components/api/api";
import { EmailHeading } from "@/components/auth/email-heading";
import { EmailField, FormMessage } from "@/components/ui/fields";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { EmailCodeForm, type CodeSent } from "@/components/auth/email-code-form";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { OTP_LENGTH } from "@/lib/otp/otp-rules";
import { NOT_REGISTERED, ZForgotPasswordSchema } from "@/lib/auth/schema";
import type { AccountText } from "@/components/auth/auth-text";
import { sayError } from "@/lib/i18n/say-error";
import { PageHeading } from "@/components/layout/page-heading";

/** Sends the reset code: the words of a failure (the server's English), or when a resend may follow. */
async function sendResetCode(email: string): Promise<CodeSent> {
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
      <PageHeading inCard title={text.forgotHeading} intro={text.forgotText} />
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

function CodePhase({ text, email, resendAt, onChangeEmail }: CodePhaseProps) {
  const router = useRouter();
  return (
    <div>
      <EmailHeading title={text.codeHeading} sentence={text.codeText.replace("{length}", String(OTP_LENGTH))} email={email} />
      <EmailCodeForm
        text={text.auth}
        submitLabel={text.verifyCode}
        changeEmail={{ label: text.changeEmail, onPress: onChangeEmail }}
        firstResendAt={resendAt}
        verify={async (otp) => {
          const result = await api("POST /api/auth/verify-reset-otp", { json: { email, otp } });
          if (!result.ok) return result.error;
          router.push(`/auth/reset-password?email=${encodeURIComponent(email)}`);
        }}
        resend={() => sendResetCode(email)}
        className="mt-7"
      />
    </div>
  );
}
