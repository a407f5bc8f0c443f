"use client";

import { DeadEnd } from "@/components/auth/dead-end";
import { api } from "@/components/api/api";
import type { AccountText } from "@/components/auth/auth-text";
import { NewPasswordForm } from "@/components/auth/new-password-form";

/** Forgot password, last phase: "Set New Password", then back to login. */
export function ResetPasswordForm({ email, text }: { email: string | null; text: AccountText }) {
  if (!email) {
    return <DeadEnd title={text.resetHeading} text={text.resetNoEmail} href="/auth/forgotpassword" linkText={text.forgotHeading} />;
  }
  return (
    <NewPasswordForm
      heading={{ title: text.resetHeading, sentence: text.resetText, email }}
      text={text}
      submitLabel={text.savePassword}
      save={async (password) => {
        const result = await api("POST /api/auth/reset-password", { json: { email, password } });
        return result.ok ? null : result.error;
      }}
      next="/auth/login?notice=password-reset"
    />
  );
}
