"use client";

import { useState, type FormEvent } from "react";
import { useController } from "react-hook-form";
import { storeLoginToken } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import { FormMessage, OtpField } from "@/components/ui/fields";
import { ResendButton } from "@/components/auth/resend-button";
import { Button } from "@/components/ui/button";
import { OTP_LENGTH } from "@/lib/otp/otp-rules";
import { ZOtpCodeForm } from "@/lib/auth/schema";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { sayError } from "@/lib/i18n/say-error";
import { clearDraft, loadDraft, updateDraft } from "./draft";
import { StepHeading } from "./progress";
import type { StepProps } from "./types";

/** Step two: the e-mail code. A right code creates the account and signs the candidate in. */
export function StepEmailCode({ goTo, text: { auth: text } }: StepProps) {
  const [draft] = useState(loadDraft);
  const { form, control, submit, error, setError, pending, fields } = useFormSubmit(ZOtpCodeForm, {
    defaultValues: { otp: "" },
    say: (message) => sayError(text.errors, message),
  });
  const [codeBefore = "", codeAfter = ""] = text.enterEmailCode.replace("{length}", String(OTP_LENGTH)).split("{email}");
  const otp = useController({ control, name: "otp" }).field;
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(() => (draft.otpSentAt ? draft.otpSentAt + (draft.otpResendSeconds ?? 180) * 1000 : null));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void submit(event, async (data) => {
      const result = await api("POST /api/auth/register", { json: { email: draft.email ?? "", password: draft.password ?? "", otp: data.otp } });
      if (!result.ok) {
        form.setValue("otp", "");
        return result.error;
      }
      storeLoginToken(result.data.token);
      updateDraft({ password: undefined, otpSentAt: undefined, otpResendSeconds: undefined });
      goTo("onboarding_three");
    });
  }

  async function resend() {
    setResending(true);
    setError(null);
    setNotice(null);
    const result = await api("POST /api/auth/send-otp", { json: { email: draft.email ?? "" } });
    setResending(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const seconds = result.data.resendAfterSeconds ?? 180;
    updateDraft({ otpSentAt: Date.now(), otpResendSeconds: seconds });
    setResendAt(Date.now() + seconds * 1000);
    setNotice(text.newCodeSent);
  }

  return (
    <div>
      <StepHeading title={text.verifyEmail} />
      <p className="-mt-5 mb-7 text-sm text-ink-600">
        {codeBefore}
        <span className="font-semibold break-all text-ink-900" translate="no">
          {draft.email}
        </span>
        {codeAfter}
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <OtpField label={text.otpCode} value={otp.value} onChange={otp.onChange} autoFocus />
        {/* A code that is not six digits says so where the server's refusals do. */}
        <FormMessage message={fields.otp ?? error} />
        <FormMessage tone="success" message={notice} />
        <Button type="submit" size="lg" loading={pending || resending} className="w-full" aria-disabled={otp.value.length < OTP_LENGTH || undefined}>
          {text.continue}
        </Button>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className="rounded text-sm font-medium text-ink-600 hover:text-ink-900"
          onClick={() => {
            clearDraft();
            updateDraft({ email: draft.email, currentRegistrationStep: "onboarding_one" });
            goTo("onboarding_one");
          }}
        >
          {text.differentEmail}
        </button>
        <ResendButton
          until={resendAt}
          pending={pending || resending}
          onResend={() => void resend()}
          label={text.resendCode}
          countdown={text.resendCodeIn}
          sendingText={text.sending}
        />
      </div>
    </div>
  );
}
