"use client";

import { storeLoginToken } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import { NewPasswordForm } from "@/components/auth/new-password-form";

/** The account-verify link: choose a password, get signed in, land on /jobs. */
export function VerifyAccountForm({ candidateId, email, token }: { candidateId: string; email: string; token: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">Set your password</h1>
      <p className="mt-1.5 text-sm text-ink-600">
        Choose a password for <span className="font-semibold text-ink-900">{email}</span> to finish setting up your account.
      </p>
      <NewPasswordForm
        submitLabel="Set Password"
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
