"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { leaveSignedOut, signOutToLogin } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { useApi } from "@/components/api/use-api";
import { NewPasswordField, PasswordField, TextField } from "@/components/ui/fields";
import { Button, buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { formatEraseDate } from "@/lib/account-data/erase-date";
import { SettingsSection as Section } from "./section";
import { formatShortDayTime } from "@/lib/format";

type ExportState = { status: "NONE" | "PENDING" | "READY" | "FAILED" | "EXPIRED"; url?: string; expiresAt?: string };


export function Notice({ tone, children }: { tone: "ok" | "error"; children: React.ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "ok"
          ? "flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800"
          : "rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
      }
    >
      {tone === "ok" ? <Icon name="check" className="size-4 shrink-0" /> : null}
      {children}
    </p>
  );
}

function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const { busy, error, run } = useAction();
  const [done, setDone] = useState<string | null>(null);

  if (!hasPassword) {
    return (
      <p className="text-sm text-ink-700">
        Your account has no password: you sign in with Google or an e-mailed link. To add one, sign out and use{" "}
        <a className="font-medium text-brand-700 underline" href="/auth/forgotpassword">
          Forgot password
        </a>
        .
      </p>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const read = (name: string) => String(fields.get(name) ?? "");
    const data = { currentPassword: read("currentPassword"), newPassword: read("newPassword"), confirmPassword: read("confirmPassword") };
    setDone(null);
    await run(
      () => api("POST /api/users/change-password", { json: data, signedIn: true }),
      (answer) => {
        form.reset();
        const others = answer.signedOutSessions ?? 0;
        setDone(`Your password has been changed.${others > 0 ? ` We signed you out on ${others} other ${others === 1 ? "device" : "devices"}.` : ""}`);
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required />
      <NewPasswordField label="New password" name="newPassword" required />
      <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required />
      <div aria-live="polite">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {done ? <Notice tone="ok">{done}</Notice> : null}
      </div>
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          Change password
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const { busy, error, run } = useAction();
  const onClick = () =>
    run(
      () => api("POST /api/users/sign-out-everywhere", { signedIn: true }),
      async () => {
        await import("@/components/recording/device-store").then((store) => store.dropCandidateRecordings()).catch(() => undefined);
        signOutToLogin();
      },
      { staysBusy: true },
    );
  return (
    <div className="grid gap-3">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div>
        <Button variant="outline" loading={busy} onClick={onClick}>
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}

function DataExport({ initial }: { initial: ExportState }) {
  // While the archive is being prepared, look again every 2 s: the link appears by itself.
  const { data, show } = useApi("GET /api/users/export", { initial, refreshEvery: (s) => (s.status === "PENDING" ? 2000 : 0) });
  const state: ExportState = data;
  const { busy, error, run } = useAction();

  const start = () => run(() => api("POST /api/users/export", { signedIn: true }), (answer) => void show(answer));

  return (
    <div className="grid gap-3">
      <div aria-live="polite" className="grid gap-3">
        {state.status === "PENDING" ? (
          <p className="flex items-center gap-2 text-sm text-ink-700" data-testid="export-status">
            <Icon name="refresh" className="size-4 animate-spin motion-reduce:animate-none" />
            Preparing your archive. We will e-mail you a link too; you can leave this page.
          </p>
        ) : null}
        {state.status === "READY" && state.url ? (
          <div className="flex flex-wrap items-center gap-3" data-testid="export-status">
            <a href={state.url} download className={buttonClasses({ variant: "primary", size: "md" })}>
              Download your data
            </a>
            {state.expiresAt ? (
              <span className="text-sm text-ink-600">The link works until {formatShortDayTime(state.expiresAt)}.</span>
            ) : null}
          </div>
        ) : null}
        {state.status === "FAILED" ? <Notice tone="error">We could not prepare your archive. Please try again.</Notice> : null}
        {state.status === "EXPIRED" ? <p className="text-sm text-ink-600">Your last download link has expired.</p> : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
      {state.status !== "PENDING" ? (
        <div>
          <Button variant={state.status === "READY" ? "outline" : "primary"} loading={busy} onClick={start}>
            {state.status === "NONE" ? "Prepare my data" : state.status === "FAILED" ? "Try again" : "Prepare a new copy"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DeleteAccount({ hasPassword, deletion }: { hasPassword: boolean; deletion: { eraseAfter: string; unfinished: boolean } | null }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run: step } = useAction();
  const [codeSent, setCodeSent] = useState(false);
  const [scheduled, setScheduled] = useState(deletion);
  const [cancelled, setCancelled] = useState(false);

  const cancel = () =>
    step(
      () => api("POST /api/users/delete-account/cancel", { signedIn: true }),
      () => {
        setScheduled(null);
        setCancelled(true);
      },
    );

  const sendCode = () => step(() => api("POST /api/users/delete-account/code", { signedIn: true }), () => setCodeSent(true));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    // On success the page is left signed out, so the form stays busy.
    await step(
      () => api("POST /api/users/delete-account", { json: data, signedIn: true }),
      (answer) => leaveSignedOut(`/auth/account-closed?${new URLSearchParams({ erase: answer.eraseAfter })}`),
      { staysBusy: true },
    );
  }

  if (scheduled) {
    return (
      <div className="grid gap-3">
        <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900" data-testid="deletion-status">
          {scheduled.unfinished
            ? "Your account is closed, but erasing it did not finish. We will try again automatically within a day; you do not need to do anything. Employers can no longer see it."
            : `Your account is closed and will be erased on ${formatEraseDate(scheduled.eraseAfter)}. Employers can no longer see it.`}
        </p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div>
          <Button variant="primary" loading={busy} onClick={cancel}>
            Cancel deletion
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div aria-live="polite">{cancelled ? <Notice tone="ok">Your account will not be deleted.</Notice> : null}</div>
      {!open ? (
        <div>
          <Button variant="outline" className="border-red-300! text-red-700! hover:bg-red-50!" onClick={() => setOpen(true)}>
            Delete my account
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4 rounded-xl border border-red-200 bg-red-50/40 p-4" noValidate>
          <p className="text-sm text-ink-800">
            We close your account now and sign you out everywhere. Seven days later we erase your profile, applications,
            mock interviews, results and files for good. Sign in before then to cancel.
          </p>
          {hasPassword ? (
            <PasswordField label="Your password" name="password" autoComplete="current-password" required autoFocus />
          ) : codeSent ? (
            <TextField label="Code from your e-mail" name="otp" inputMode="numeric" autoComplete="one-time-code" required autoFocus />
          ) : (
            <div>
              <Button variant="outline" loading={busy} onClick={sendCode}>
                E-mail me a code
              </Button>
            </div>
          )}
          <div aria-live="polite">{error ? <Notice tone="error">{error}</Notice> : null}</div>
          <div className="flex flex-wrap gap-3">
            {hasPassword || codeSent ? (
              <Button type="submit" variant="primary" className="bg-red-600! hover:bg-red-700!" loading={busy}>
                Close and delete my account
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export function SettingsClient(props: {
  email: string;
  hasPassword: boolean;
  deletion: { eraseAfter: string; unfinished: boolean } | null;
  initialExport: ExportState;
}) {
  // Lets end-to-end tests wait until the forms answer clicks (typing before hydration is lost).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute("data-hydrated", "true"), []);
  return (
    <div className="mt-8 grid gap-6" ref={root}>
      <Section id="settings-password" title="Password" description={`You sign in as ${props.email}.`}>
        <ChangePassword hasPassword={props.hasPassword} />
      </Section>
      <Section id="settings-sessions" title="Where you are signed in" description="Lost a phone or used a shared computer? End every session, this one included.">
        <SignOutEverywhere />
      </Section>
      <Section
        id="settings-export"
        title="Download your data"
        description="One archive with your profile, applications, mock interviews, results, payments, notifications and files (CV, photo, videos)."
      >
        <DataExport initial={props.initialExport} />
      </Section>
      <Section id="settings-delete" title="Delete your account" description="Close your account and have everything we hold about you erased.">
        <DeleteAccount hasPassword={props.hasPassword} deletion={props.deletion} />
      </Section>
    </div>
  );
}
