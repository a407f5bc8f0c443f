"use client";

import { useState } from "react";
import { storeLoginToken } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import { EmailCodeForm, type CodeSent } from "@/components/auth/email-code-form";
import { OTP_LENGTH } from "@/lib/otp/otp-rules";
import { clearDraft, loadDraft, updateDraft } from "./draft";
import { StepHeading } from "./progress";
import type { StepProps } from "./types";

/** Step two: the e-mail code. A right code creates the account and signs the candidate in. */
export function StepEmailCode({ goTo, text: { auth: text } }: StepProps) {
  const [draft] = useState(loadDraft);
  const [codeBefore = "", codeAfter = ""] = text.enterEmailCode.replace("{length}", String(OTP_LENGTH)).split("{email}");

  async function resend(): Promise<CodeSent> {
    const result = await api("POST /api/auth/send-otp", { json: { email: draft.email ?? "" } });
    if (!result.ok) return { failure: result.error };
    const seconds = result.data.resendAfterSeconds ?? 180;
    updateDraft({ otpSentAt: Date.now(), otpResendSeconds: seconds });
    return { resendAt: Date.now() + seconds * 1000 };
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
      <EmailCodeForm
        text={text}
        submitLabel={text.continue}
        changeEmail={{
          label: text.differentEmail,
          onPress: () => {
            clearDraft();
            updateDraft({ email: draft.email, currentRegistrationStep: "onboarding_one" });
            goTo("onboarding_one");
          },
        }}
        firstResendAt={draft.otpSentAt ? draft.otpSentAt + (draft.otpResendSeconds ?? 180) * 1000 : null}
        verify={async (otp) => {
          const result = await api("POST /api/auth/register", { json: { email: draft.email ?? "", password: draft.password ?? "", otp } });
          if (!result.ok) return result.error;
          storeLoginToken(result.data.token);
          updateDraft({ password: undefined, otpSentAt: undefined, otpResendSeconds: undefined });
          goTo("onboarding_three");
        }}
        resend={resend}
        resentNotice={text.newCodeSent}
      />
    </div>
  );
}
