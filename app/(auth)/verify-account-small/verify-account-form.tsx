"use client";

import { storeLoginToken } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import type { AccountText } from "@/components/auth/auth-text";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { EmailHeading } from "@/components/auth/email-heading";

type VerifyAccountFormProps = { candidateId: string; email: string; token: string; text: AccountText };

/** The account-verify link: choose a password, get signed in, land on /jobs. */
export function VerifyAccountForm({ candidateId, email, token, text }: VerifyAccountFormProps) {
  return (
    <div>
      <EmailHeading title={text.verifyHeading} sentence={text.verifyText} email={email} />
      <NewPasswordForm
        text={text}
        submitLabel={text.setPassword}
        onSubmit={async (password) => {
          const result = await api("POST /api/auth/password-upload", { json: { candidateId, password, email, token } });
          if (!result.ok) return result.error;
          storeLoginToken(result.data.token);
          // A full page load on purpose: a new (or no) session cookie, or a redirect outside the app router.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign("/jobs");
          return null;
        }}
      />
    </div>
  );
}
