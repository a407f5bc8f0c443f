"use client";

import { DeadEnd } from "@/components/auth/dead-end";
import { api } from "@/components/api/api";
import type { AccountText } from "@/components/auth/auth-text";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { EmailHeading } from "@/components/auth/email-heading";

/** Forgot password, last phase: "Set New Password", then back to login. */
export function ResetPasswordForm({ email, text }: { email: string | null; text: AccountText }) {
  if (!email) {
    return <DeadEnd title={text.resetHeading} text={text.resetNoEmail} href="/auth/forgotpassword" linkText={text.forgotHeading} />;
  }
  return (
    <div>
      <EmailHeading title={text.resetHeading} sentence={text.resetText} email={email} />
      <NewPasswordForm
        text={text}
        submitLabel={text.savePassword}
        onSubmit={async (password) => {
          const result = await api("POST /api/auth/reset-password", { json: { email, password } });
          if (!result.ok) return result.error;
          // A full page load on purpose: a new (or no) session cookie, or a redirect outside the app router.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign("/auth/login?notice=password-reset");
          return null;
        }}
      />
    </div>
  );
}
