"use client";

import { Fragment, useEffect, useRef, useState, type FormEvent } from "react";
import { leaveSignedOut, signOutToLogin } from "@/components/auth/browser-session";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { useApi } from "@/components/api/use-api";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { NewPasswordField, PasswordField, TextField } from "@/components/ui/fields";
import { Button, buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { formatEraseDate } from "@/lib/account-data/erase-date";
import { SettingsSection as Section } from "./section";
import { formatShortDayTime } from "@/lib/format";
import type { Messages } from "@/lib/i18n/catalogs";
import { fill, fillParts } from "@/lib/i18n/fill";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import { Notice } from "@/components/ui/notice";

// The forms' schemas (the routes' own) come with the first submit, so zod is not in the page's first load.
const changePasswordSchema = () => import("@/lib/account-data/schema").then((m) => m.ZChangePasswordSchema);
const deleteAccountSchema = () => import("@/lib/account-data/schema").then((m) => m.ZDeleteAccountSchema);

/** The settings page's words in the interface language, from the server's catalog. */
export type SettingsText = Messages["settings"];
type Words = { text: SettingsText; locale: Locale };

type ExportState = { status: "NONE" | "PENDING" | "READY" | "FAILED" | "EXPIRED"; url?: string; expiresAt?: string };

function passwordFieldWords(text: SettingsText, label: string) {
  return { label, toggleLabels: { show: fill(text.showPassword, { field: label }), hide: fill(text.hidePassword, { field: label }) } };
}

function ChangePassword({ hasPassword, text }: { hasPassword: boolean } & Pick<Words, "text">) {
  const { form, register, fields, error, submit } = useFormSubmit(changePasswordSchema, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const [done, setDone] = useState<string | null>(null);

  if (!hasPassword) {
    return (
      <p className="text-sm text-ink-700">
        {text.noPasswordBefore}{" "}
        <a className="font-medium text-brand-700 underline" href="/auth/forgotpassword">
          {text.forgotPassword}
        </a>
        .
      </p>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setDone(null);
    void submit(event, async (data) => {
      const answer = await api("POST /api/users/change-password", { json: data, signedIn: true });
      if (!answer.ok) return answer.error;
      form.reset();
      const others = answer.data.signedOutSessions ?? 0;
      setDone(others > 1 ? fill(text.passwordChangedDevices, { count: others }) : others === 1 ? text.passwordChangedOneDevice : text.passwordChanged);
    });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <PasswordField
        {...passwordFieldWords(text, text.currentPassword)}
        {...register("currentPassword")}
        error={fields.currentPassword}
        autoComplete="current-password"
        required
      />
      <NewPasswordField
        {...passwordFieldWords(text, text.newPassword)}
        hint={(min) => fill(text.passwordHint, { min })}
        {...register("newPassword")}
        error={fields.newPassword}
        required
      />
      <PasswordField
        {...passwordFieldWords(text, text.confirmNewPassword)}
        {...register("confirmPassword")}
        error={fields.confirmPassword}
        autoComplete="new-password"
        required
      />
      <div aria-live="polite">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {done ? <Notice tone="ok">{done}</Notice> : null}
      </div>
      <div>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {text.changePassword}
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere({ text }: Pick<Words, "text">) {
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
      <ActionButton error={error} busy={busy} onClick={onClick} variant="outline">
        {text.signOutEverywhere}
      </ActionButton>
    </div>
  );
}

/** A settings action's button, with what went wrong the last time it was pressed above it. */
function ActionButton({
  error,
  busy,
  onClick,
  variant,
  children,
}: {
  error: string | null;
  busy: boolean;
  onClick: () => void;
  variant: "primary" | "outline";
  children: React.ReactNode;
}) {
  return (
    <>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div>
        <Button variant={variant} loading={busy} onClick={onClick}>
          {children}
        </Button>
      </div>
    </>
  );
}

function DataExport({ initial, text, locale }: { initial: ExportState } & Words) {
  // While the archive is being prepared, look again every 2 s: the link appears by itself.
  const { data, show } = useApi("GET /api/users/export", { initial, refreshEvery: (s) => (s.status === "PENDING" ? 2000 : 0) });
  const state: ExportState = data;
  const { busy, error, run } = useAction();

  const start = () =>
    run(
      () => api("POST /api/users/export", { signedIn: true }),
      (answer) => void show(answer),
    );

  return (
    <div className="grid gap-3">
      <div aria-live="polite" className="grid gap-3">
        {state.status === "PENDING" ? (
          <p className="flex items-center gap-2 text-sm text-ink-700" data-testid="export-status">
            <Icon name="refresh" className="size-4 animate-spin motion-reduce:animate-none" />
            {text.exportPreparing}
          </p>
        ) : null}
        {state.status === "READY" && state.url ? (
          <div className="flex flex-wrap items-center gap-3" data-testid="export-status">
            <a href={state.url} download className={buttonClasses({ variant: "primary", size: "md" })}>
              {text.exportDownload}
            </a>
            {state.expiresAt ? (
              <span className="text-sm text-ink-600">
                {fill(text.exportLinkUntil, { date: formatShortDayTime(state.expiresAt, { locale: FORMAT_TAGS[locale] }) })}
              </span>
            ) : null}
          </div>
        ) : null}
        {state.status === "FAILED" ? <Notice tone="error">{text.exportFailed}</Notice> : null}
        {state.status === "EXPIRED" ? <p className="text-sm text-ink-600">{text.exportExpired}</p> : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
      {state.status !== "PENDING" ? (
        <div>
          <Button variant={state.status === "READY" ? "outline" : "primary"} loading={busy} onClick={start}>
            {state.status === "NONE" ? text.exportPrepare : state.status === "FAILED" ? text.exportTryAgain : text.exportPrepareNew}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DeleteAccount({
  hasPassword,
  deletion,
  text,
  locale,
}: { hasPassword: boolean; deletion: { eraseAfter: string; unfinished: boolean } | null } & Words) {
  const [open, setOpen] = useState(false);
  const { busy, error: stepError, run: step } = useAction();
  // Only the field drawn (the password, or the e-mailed code) is sent.
  const { register, fields, error: formError, pending, submit } = useFormSubmit(deleteAccountSchema, { defaultValues: {} });
  const error = formError ?? Object.values(fields).find(Boolean) ?? stepError;
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

  const sendCode = () =>
    step(
      () => api("POST /api/users/delete-account/code", { signedIn: true }),
      () => setCodeSent(true),
    );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // On success the page is left signed out, so the form stays busy.
    void submit(event, async (data) => {
      const answer = await api("POST /api/users/delete-account", { json: data, signedIn: true });
      if (!answer.ok) return answer.error;
      leaveSignedOut(`/auth/account-closed?${new URLSearchParams({ erase: answer.data.eraseAfter })}`);
    });
  }

  if (scheduled) {
    return (
      <div className="grid gap-3">
        <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900" data-testid="deletion-status">
          {scheduled.unfinished ? text.deletionUnfinished : fill(text.deletionScheduled, { date: formatEraseDate(scheduled.eraseAfter, FORMAT_TAGS[locale]) })}
        </p>
        <ActionButton error={error} busy={busy} onClick={cancel} variant="primary">
          {text.cancelDeletion}
        </ActionButton>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div aria-live="polite">{cancelled ? <Notice tone="ok">{text.deletionCancelled}</Notice> : null}</div>
      {!open ? (
        <div>
          <Button variant="outline" className="border-red-300! text-red-700! hover:bg-red-50!" onClick={() => setOpen(true)}>
            {text.deleteMyAccount}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4 rounded-xl border border-red-200 bg-red-50/40 p-4" noValidate>
          <p className="text-sm text-ink-800">{text.deleteExplained}</p>
          {hasPassword ? (
            <PasswordField {...passwordFieldWords(text, text.yourPassword)} {...register("password")} autoComplete="current-password" required autoFocus />
          ) : codeSent ? (
            <TextField label={text.emailCode} {...register("otp")} inputMode="numeric" autoComplete="one-time-code" required autoFocus />
          ) : (
            <div>
              <Button variant="outline" loading={busy} onClick={sendCode}>
                {text.emailMeCode}
              </Button>
            </div>
          )}
          <div aria-live="polite">{error ? <Notice tone="error">{error}</Notice> : null}</div>
          <div className="flex flex-wrap gap-3">
            {hasPassword || codeSent ? (
              <Button type="submit" variant="primary" className="bg-red-600! hover:bg-red-700!" loading={pending}>
                {text.closeAndDelete}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {text.keepAccount}
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
  text: SettingsText;
  locale: Locale;
}) {
  const { text, locale } = props;
  // Lets end-to-end tests wait until the forms answer clicks (typing before hydration is lost).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute("data-hydrated", "true"), []);
  return (
    <div className="mt-8 grid gap-6" ref={root}>
      <Section
        id="settings-password"
        title={text.passwordTitle}
        description={fillParts(text.passwordDescription, { email: <span translate="no">{props.email}</span> }).map((part, i) => (
          <Fragment key={i}>{part}</Fragment>
        ))}
      >
        <ChangePassword hasPassword={props.hasPassword} text={text} />
      </Section>
      <Section id="settings-sessions" title={text.sessionsTitle} description={text.sessionsDescription}>
        <SignOutEverywhere text={text} />
      </Section>
      <Section id="settings-export" title={text.exportTitle} description={text.exportDescription}>
        <DataExport initial={props.initialExport} text={text} locale={locale} />
      </Section>
      <Section id="settings-delete" title={text.deleteTitle} description={text.deleteDescription}>
        <DeleteAccount hasPassword={props.hasPassword} deletion={props.deletion} text={text} locale={locale} />
      </Section>
    </div>
  );
}
