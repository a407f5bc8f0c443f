"use client";

import { useState, type FormEvent } from "react";
import { storeLoginToken } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import { FormMessage, OtpField } from "@/components/ui/fields";
import { ResendButton } from "@/components/auth/resend-button";
import { Button } from "@/components/ui/button";
import { OTP_LENGTH } from "@/lib/constants";
import { ZOtpCode } from "@/lib/auth/schema";
import { clearDraft, loadDraft, updateDraft } from "./draft";
import { StepHeading } from "./progress";
import type { StepProps } from "./types";

/** Step two: the e-mail code. A right code creates the account and signs the candidate in. */
export function StepEmailCode({ goTo }: StepProps) {
  const [draft] = useState(loadDraft);
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(() =>
    draft.otpSentAt ? draft.otpSentAt + (draft.otpResendSeconds ?? 180) * 1000 : null,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ZOtpCode.safeParse(otp).success) {
      setError("Invalid OTP");
      return;
    }
    setPending(true);
    setError(null);
    const result = await api("POST /api/auth/register", { json: { email: draft.email ?? "", password: draft.password ?? "", otp } });
    if (!result.ok) {
      setPending(false);
      setError(result.error);
      setOtp("");
      return;
    }
    storeLoginToken(result.data.token);
    updateDraft({ password: undefined, otpSentAt: undefined, otpResendSeconds: undefined });
    goTo("onboarding_three");
  }

  async function resend() {
    setPending(true);
    setError(null);
    setNotice(null);
    const result = await api("POST /api/auth/send-otp", { json: { email: draft.email ?? "" } });
    setPending(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const seconds = result.data.resendAfterSeconds ?? 180;
    updateDraft({ otpSentAt: Date.now(), otpResendSeconds: seconds });
    setResendAt(Date.now() + seconds * 1000);
    setNotice("We've sent you a new code.");
  }

  return (
    <div>
      <StepHeading title="Verify your e-mail" />
      <p className="-mt-5 mb-7 text-sm text-ink-600">
        Enter the {OTP_LENGTH}-digit code we sent to <span className="font-semibold break-all text-ink-900">{draft.email}</span>.
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <OtpField value={otp} onChange={setOtp} autoFocus />
        <FormMessage message={error} />
        <FormMessage tone="success" message={notice} />
        <Button type="submit" size="lg" loading={pending} className="w-full" aria-disabled={otp.length < OTP_LENGTH || undefined}>
          Continue
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
          Use a different e-mail
        </button>
        <ResendButton until={resendAt} pending={pending} onResend={() => void resend()} />
      </div>
    </div>
  );
}
