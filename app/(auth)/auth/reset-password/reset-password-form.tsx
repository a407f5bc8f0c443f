"use client";

import Link from "next/link";
import { api } from "@/components/api/api";
import type { AccountText } from "@/components/auth/auth-text";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { EmailHeading } from "@/components/auth/email-heading";

/** Forgot password, last phase: "Set New Password", then back to login. */
export function ResetPasswordForm({ email, text }: { email: string | null; text: AccountText }) {
  if (!email) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-950">{text.resetHeading}</h1>
        <p className="mt-3 text-sm text-ink-600">{text.resetNoEmail}</p>
        <Link href="/auth/forgotpassword" className="mt-6 inline-block rounded font-semibold text-brand-600 hover:text-brand-700">
          {text.forgotHeading}
        </Link>
      </div>
    );
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
