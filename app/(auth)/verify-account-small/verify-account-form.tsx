"use client";

import { storeLoginToken } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import type { AccountText } from "@/components/auth/auth-text";
import { NewPasswordForm } from "@/components/auth/new-password-form";

type VerifyAccountFormProps = { candidateId: string; email: string; token: string; text: AccountText };

/** The account-verify link: choose a password, get signed in, land on /jobs. */
export function VerifyAccountForm({ candidateId, email, token, text }: VerifyAccountFormProps) {
  return (
    <NewPasswordForm
      heading={{ title: text.verifyHeading, sentence: text.verifyText, email }}
      text={text}
      submitLabel={text.setPassword}
      save={async (password) => {
        const result = await api("POST /api/auth/password-upload", { json: { candidateId, password, email, token } });
        if (!result.ok) return result.error;
        storeLoginToken(result.data.token);
        return null;
      }}
      next="/jobs"
    />
  );
}
