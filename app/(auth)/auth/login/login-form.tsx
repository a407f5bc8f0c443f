"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { GoogleSignInButton } from "@/components/layout/google-sign-in-button";
import { safeRedirectPath } from "@/components/layout/safe-path";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";

const inputClass =
  "block h-12 w-full rounded-xl border border-ink-200 bg-white px-4 text-base text-ink-900 shadow-sm placeholder:text-ink-400 " +
  "transition-colors focus:border-brand focus:outline-none focus:ring-4 focus:ring-brand/15 aria-invalid:border-red-400";

export function LoginForm({ callbackUrl, googleEnabled }: { callbackUrl: string | null; googleEnabled: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const destination = safeRedirectPath(callbackUrl);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
      redirect: false,
    }).catch(() => undefined);
    if (result?.ok && !result.error) {
      router.replace(destination);
      router.refresh();
      return;
    }
    setPending(false);
    setError("Invalid email or password");
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">Sign In to Continue</h1>
      <p className="mt-1.5 text-sm text-ink-600">Welcome back. Enter your details to carry on.</p>

      <form onSubmit={onSubmit} className="mt-7 space-y-5">
        <div>
          <label htmlFor="email" className="mb-1.5 block text-sm font-medium text-ink-800">
            E-mail
          </label>
          <input id="email" name="email" type="email" required autoComplete="email" inputMode="email"
            placeholder="you@example.com" aria-invalid={error ? true : undefined} className={inputClass} />
        </div>
        <div>
          <div className="mb-1.5 flex items-center justify-between">
            <label htmlFor="password" className="block text-sm font-medium text-ink-800">
              Password
            </label>
            <Link href="/auth/forgotpassword" className="rounded text-sm font-medium text-brand-600 hover:text-brand-700">
              Forgot Password?
            </Link>
          </div>
          <div className="relative">
            <input id="password" name="password" type={showPassword ? "text" : "password"} required
              autoComplete="current-password" aria-invalid={error ? true : undefined} className={`${inputClass} pr-12`} />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? "Hide password" : "Show password"}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-ink-400 hover:text-ink-700"
            >
              <Icon name={showPassword ? "eyeOff" : "eye"} />
            </button>
          </div>
        </div>

        <div aria-live="assertive" aria-atomic="true">
          {error ? (
            <p className="flex items-center gap-2 rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700">
              <Icon name="alert" className="size-4 shrink-0" />
              {error}
            </p>
          ) : null}
        </div>

        <Button type="submit" size="lg" loading={pending} className="w-full">
          {pending ? "Signing in…" : "Sign In"}
        </Button>
      </form>

      {googleEnabled ? (
        <>
          <div className="my-6 flex items-center gap-3 text-xs font-medium text-ink-400">
            <span className="h-px flex-1 bg-ink-200" />
            or
            <span className="h-px flex-1 bg-ink-200" />
          </div>
          <GoogleSignInButton label callbackUrl={destination} className="w-full" />
        </>
      ) : null}

      <p className="mt-7 text-center text-sm text-ink-600">
        New here?{" "}
        <Link href="/auth/register" className="rounded font-semibold text-brand-600 hover:text-brand-700">
          Sign Up
        </Link>
      </p>
    </div>
  );
}
