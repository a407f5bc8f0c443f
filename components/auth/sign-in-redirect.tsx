"use client";

import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { rememberRedirectUrl } from "./browser-session";

/** Signed out on a candidate page: remember the page (RedirectUrl) and go to login. */
export function SignInRedirect() {
  useEffect(() => {
    rememberRedirectUrl(`${window.location.pathname}${window.location.search}`);
    window.location.replace("/auth/login");
  }, []);
  return <PageLoader label="Taking you to sign in" />;
}

export function PageLoader({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center text-brand-600" data-testid="page-loader">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
