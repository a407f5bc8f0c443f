"use client";

import Link from "next/link";
import { api } from "@/components/api/api";
import { NewPasswordForm } from "@/components/auth/new-password-form";

/** Forgot password, last phase: "Set New Password", then back to login. */
export function ResetPasswordForm({ email }: { email: string | null }) {
  if (!email) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-950">Set New Password</h1>
        <p className="mt-3 text-sm text-ink-600">Start by asking for a reset code, then come back here.</p>
        <Link href="/auth/forgotpassword" className="mt-6 inline-block rounded font-semibold text-brand-600 hover:text-brand-700">
          Reset Password
        </Link>
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">Set New Password</h1>
      <p className="mt-1.5 text-sm text-ink-600">
        Choose a new password for <span className="font-semibold text-ink-900">{email}</span>.
      </p>
      <NewPasswordForm
        submitLabel="Save Password"
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
