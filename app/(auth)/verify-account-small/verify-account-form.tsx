"use client";

import { storeLoginToken } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import type { AccountText } from "@/components/auth/auth-text";
import { NewPasswordForm } from "@/components/auth/new-password-form";

type VerifyAccountFormProps = { candidateId: string; email: string; token: string; text: AccountText };

/** The account-verify link: choose a password, get signed in, land on /jobs. */
export function VerifyAccountForm({ candidateId, email, token, text }: VerifyAccountFormProps) {
  const [before = "", after = ""] = text.verifyText.split("{email}");
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">{text.verifyHeading}</h1>
      <p className="mt-1.5 text-sm text-ink-600">
        {before}
        <span className="font-semibold break-all text-ink-900" translate="no">
          {email}
        </span>
        {after}
      </p>
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
