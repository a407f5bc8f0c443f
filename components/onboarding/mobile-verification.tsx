"use client";

import { useState } from "react";
import { useController } from "react-hook-form";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { ZOtpCodeForm } from "@/lib/auth/schema";
import { api } from "@/components/api/api";
import { FieldError, OtpField, TextField } from "@/components/ui/fields";
import { ResendButton } from "@/components/auth/resend-button";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { MOBILE_MIN_DIGITS } from "@/lib/profile/profile-limits";
import type { CountryOption } from "@/lib/users/reference-data";
import { fill } from "@/lib/i18n/fill";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";

/** The box's words (the `onboarding` catalog's), and the refusals' in the interface language. */
export type MobileWords = {
  mobileNumber: string;
  verified: string;
  sendOtp: string;
  codeTexted: string;
  mobileOtp: string;
  resendOtp: string;
  resendOtpIn: string;
  sending: string;
  errors: ErrorWords;
};

/** What the box says where no words are handed (the profile popup's phone box): the English catalog's. */
export const ENGLISH_MOBILE_WORDS: MobileWords = {
  mobileNumber: "Mobile number",
  verified: "Verified",
  sendOtp: "Send OTP",
  codeTexted: "Enter the code we texted to {number}.",
  mobileOtp: "Mobile OTP",
  resendOtp: "Resend OTP",
  resendOtpIn: "Resend OTP in {time}",
  sending: "Sending…",
  errors: [],
};

type MobileVerificationProps = {
  email: string;
  country: CountryOption | undefined;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  verified: boolean;
  onVerified: () => void;
  /** Called once a code is on its way: the number is being verified, so an earlier "not verified" no longer applies. */
  onCodeSent?: () => void;
  error?: string | null;
  /** The verify button's words ("Verify" in onboarding, "Verify OTP" in the profile popup). */
  verifyLabel?: string;
  words?: MobileWords;
};

/** Mobile number with SMS code: Send OTP from 10 digits, 60-second resend, then verified. */
export function MobileVerification({
  email,
  country,
  mobile,
  onMobileChange,
  verified,
  onVerified,
  onCodeSent,
  error,
  verifyLabel = "Verify",
  words = ENGLISH_MOBILE_WORDS,
}: MobileVerificationProps) {
  const [sent, setSent] = useState(false);
  const {
    form,
    control,
    submit,
    error: message,
    setError: setMessage,
    pending: verifying,
    fields,
  } = useFormSubmit(ZOtpCodeForm, {
    defaultValues: { otp: "" },
    say: (said) => sayError(words.errors, said),
  });
  const otp = useController({ control, name: "otp" }).field;
  const [sending, setSending] = useState(false);
  const pending = sending || verifying;
  const [resendAt, setResendAt] = useState<number | null>(null);
  const digits = mobile.replace(/\D/g, "");
  const body = { mobile: digits, countryCode: country?.mobile_code ?? "", countryIso: country?.iso_code, email };

  async function send() {
    setSending(true);
    setMessage(null);
    form.clearErrors();
    const result = await api("POST /api/auth/send-mobile-otp", { json: body, signedIn: true });
    setSending(false);
    if (!result.ok) {
      setMessage(result.status === 400 ? "Mobile/country number is not vaild" : result.error);
      return;
    }
    setSent(true);
    form.reset({ otp: "" });
    onCodeSent?.();
    setResendAt(Date.now() + (result.data.resendAfterSeconds ?? 60) * 1000);
  }

  // Not a <form>: it sits inside the onboarding step's and the profile's own forms.
  function verify() {
    setMessage(null);
    void submit(undefined, async (data) => {
      const result = await api("POST /api/auth/verify-mobile-otp", { json: { ...body, otp: data.otp, country: country?.country_name }, signedIn: true });
      if (!result.ok) {
        form.setValue("otp", "");
        return result.status === 400 ? "Invalid OTP" : result.error;
      }
      form.reset({ otp: "" });
      setSent(false);
      onVerified();
    });
  }

  return (
    <div className="space-y-4">
      <TextField
        label={words.mobileNumber}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        prefix={country?.mobile_code ?? "+"}
        value={mobile}
        onChange={(e) => {
          onMobileChange(e.target.value.replace(/[^\d\s]/g, "").slice(0, 15));
          setSent(false);
          setMessage(null);
          form.clearErrors();
        }}
        error={error}
        labelAside={
          verified ? (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700"
              data-testid="mobile-verified"
            >
              <Icon name="check" className="size-3.5" /> {words.verified}
            </span>
          ) : null
        }
      />
      {!verified && digits.length >= MOBILE_MIN_DIGITS && !sent ? (
        <Button variant="secondary" onClick={() => void send()} loading={pending} className="w-full sm:w-auto">
          {words.sendOtp}
        </Button>
      ) : null}
      {!verified && sent ? (
        <div className="space-y-3 rounded-2xl border border-ink-200 bg-ink-50/60 p-4">
          <p className="text-sm text-ink-600">{fill(words.codeTexted, { number: `${country?.mobile_code ?? ""} ${mobile}`.trim() })}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <OtpField label={words.mobileOtp} value={otp.value} onChange={otp.onChange} autoFocus />
            </div>
            <Button onClick={verify} loading={pending} size="lg" className="sm:mb-[1px]">
              {verifyLabel}
            </Button>
          </div>
          <ResendButton
            until={resendAt}
            pending={pending}
            onResend={() => void send()}
            label={words.resendOtp}
            countdown={words.resendOtpIn}
            sendingText={words.sending}
          />
        </div>
      ) : null}
      <FieldError id="mobile-otp-message" message={fields.otp ?? message} />
    </div>
  );
}
