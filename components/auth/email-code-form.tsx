"use client";

import { useState, type FormEvent } from "react";
import { useController } from "react-hook-form";
import { FormMessage, OtpField } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { ZOtpCodeForm } from "@/lib/auth/schema";
import { OTP_LENGTH } from "@/lib/otp/otp-rules";
import { sayError } from "@/lib/i18n/say-error";
import { ResendButton } from "./resend-button";
import type { AuthText } from "./auth-text";

/** What asking for a new code came to: the words of a failure, or when the next resend may follow. */
export type CodeSent = { failure: string } | { resendAt: number };

type EmailCodeFormProps = {
  text: AuthText;
  submitLabel: string;
  /** The link back to the e-mail box ("Change e-mail", "Use a different e-mail"). */
  changeEmail: { label: string; onPress: () => void };
  /** When the code already sent may be sent again (null: at once). */
  firstResendAt: number | null;
  /** Checks the code: the words of a refusal (the box is emptied for another try), or nothing once it has moved on. */
  verify(otp: string): Promise<string | undefined>;
  resend(): Promise<CodeSent>;
  /** Said once a new code has gone; without it nothing is said. */
  resentNotice?: string;
  className?: string;
};

/** The e-mailed code's box, its check and "Resend code": one flow for sign-up and the password reset. */
export function EmailCodeForm({ text, submitLabel, changeEmail, firstResendAt, verify, resend, resentNotice, className }: EmailCodeFormProps) {
  const { form, control, fields, error, setError, pending, submit } = useFormSubmit(ZOtpCodeForm, {
    defaultValues: { otp: "" },
    say: (message) => sayError(text.errors, message),
  });
  const otp = useController({ control, name: "otp" }).field;
  const [notice, setNotice] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(firstResendAt);
  const [resending, setResending] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      const refusal = await verify(data.otp);
      if (refusal === undefined) return;
      form.setValue("otp", "");
      return refusal;
    });
  }

  async function onResend() {
    setResending(true);
    setError(null);
    setNotice(null);
    const sent = await resend();
    setResending(false);
    if ("failure" in sent) return setError(sent.failure);
    setResendAt(sent.resendAt);
    setNotice(resentNotice ?? null);
  }

  return (
    <div className={className}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <OtpField label={text.otpCode} value={otp.value} onChange={otp.onChange} autoFocus />
        {/* A code that is not six digits says so where the server's refusals do. */}
        <FormMessage message={fields.otp ?? error} />
        {resentNotice === undefined ? null : <FormMessage tone="success" message={notice} />}
        <Button type="submit" size="lg" loading={pending || resending} className="w-full" aria-disabled={otp.value.length < OTP_LENGTH || undefined}>
          {submitLabel}
        </Button>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={changeEmail.onPress} className="rounded text-sm font-medium text-ink-600 hover:text-ink-900">
          {changeEmail.label}
        </button>
        <ResendButton
          until={resendAt}
          pending={pending || resending}
          onResend={() => void onResend()}
          label={text.resendCode}
          countdown={text.resendCodeIn}
          sendingText={text.sending}
        />
      </div>
    </div>
  );
}
