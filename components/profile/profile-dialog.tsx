"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { signOutToLogin } from "@/components/auth/browser-session";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import type { ProfileResponse } from "@/lib/profile/types";
import { MobileBox } from "./mobile-box";
import { Dialog } from "@/components/ui/dialog";
import { useShellText, type ShellText } from "@/components/layout/shell-text";
import type { ErrorWords } from "@/lib/i18n/say-error";
import { fetchProfile, fetchProfileErrors } from "./profile-api";
import { PROFILE_FORM_ID, ProfileEditForm } from "./profile-edit-form";
import { ProfileView } from "./profile-view";

/** The spec's profile states (view, edit, saving), plus the mobile verification box. */
type Mode = "view" | "edit" | "saving" | "mobile";
type Load = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; profile: ProfileResponse };

/**
 * The popup's words: the profile namespace with the CV box's (both handed to the shell), and its
 * refusals (its form's, the save's, the uploads' and the phone box's), English → the interface
 * language, asked for when it opens.
 */
export type ProfileText = ShellText["profile"] &
  Pick<ShellText, "cvField" | "phoneWords" | "interestWords" | "industries" | "locale"> & { profileErrors: ErrorWords };

/** `editField`: open straight into the edit form at that field (a page's "add your skills" link). */
export function ProfileDialog({ open, onClose, editField }: { open: boolean; onClose: () => void; editField?: "skills" }) {
  const router = useRouter();
  const shellText = useShellText();
  const [profileErrors, setProfileErrors] = useState<ErrorWords>([]);
  const text: ProfileText = {
    ...shellText.profile,
    cvField: shellText.cvField,
    // The phone box says its refusals with the popup's pairs (they carry the code's too).
    phoneWords: { ...shellText.phoneWords, errors: profileErrors },
    interestWords: shellText.interestWords,
    industries: shellText.industries,
    locale: shellText.locale,
    profileErrors,
  };
  const titles: Record<Mode, string> = { view: text.titleView, edit: text.titleEdit, saving: text.titleEdit, mobile: text.titleMobile };
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const startMode: Mode = editField ? "edit" : "view";
  const [mode, setMode] = useState<Mode>(startMode);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = text.fetchFailed;

  const apply = useCallback(
    (result: Awaited<ReturnType<typeof fetchProfile>>) => {
      if (result.ok) return setLoad({ status: "ready", profile: result.data });
      // The session ended: the spec sends the candidate to log in (and back here afterwards).
      if (result.status === 401) return signOutToLogin();
      setLoad({ status: "error", message: failed });
    },
    [failed],
  );
  const refetch = () => fetchProfile().then(apply);

  // Each opening starts from a fresh view of a freshly fetched profile.
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setMode(startMode);
      setNotice(null);
      setLoad({ status: "loading" });
    }
  }
  const { locale } = shellText;
  useEffect(() => {
    if (!open) return;
    let live = true;
    // The refusals' words come with the profile, and the popup draws both at once: never English first.
    void Promise.all([fetchProfile(), fetchProfileErrors(locale)]).then(([result, words]) => {
      if (!live) return;
      setProfileErrors(words);
      apply(result);
    });
    return () => {
      live = false;
    };
  }, [open, apply, locale]);

  const profile = load.status === "ready" ? load.profile : null;
  const update = (changes: Partial<ProfileResponse>) => {
    setLoad((current) => (current.status === "ready" ? { status: "ready", profile: { ...current.profile, ...changes } } : current));
    // The top bar and the dashboard draw the name and picture on the server.
    router.refresh();
  };

  const footer =
    profile === null ? null : mode === "view" ? (
      <>
        {/* Keys keep React from reusing these buttons as the edit form's Cancel and submitting Save. */}
        <Button key="edit-mobile" variant="outline" onClick={() => setMode("mobile")}>
          {text.editMobile}
        </Button>
        <Button key="edit-profile" onClick={() => setMode("edit")}>
          {text.editProfile}
        </Button>
      </>
    ) : mode === "mobile" ? (
      <Button key="mobile-cancel" variant="outline" onClick={() => setMode("view")}>
        {text.cancel}
      </Button>
    ) : (
      <>
        <Button key="edit-cancel" variant="ghost" onClick={() => setMode("view")} disabled={mode === "saving"}>
          {text.cancel}
        </Button>
        <Button key="edit-save" type="submit" form={PROFILE_FORM_ID} loading={mode === "saving"}>
          {mode === "saving" ? text.saving : text.save}
        </Button>
      </>
    );

  return (
    <Dialog layout="sheet" open={open} onClose={onClose} title={titles[mode]} footer={footer} closeLabel={text.close}>
      <div aria-live="polite" className="empty:hidden">
        {notice && mode === "view" ? (
          <p className="mb-5 flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800" data-testid="profile-notice">
            <Icon name="check" className="size-4" />
            {notice}
          </p>
        ) : null}
      </div>
      {load.status === "loading" ? (
        <div className="flex min-h-64 items-center justify-center text-ink-500">
          <Spinner className="size-6" label={text.loading} />
        </div>
      ) : null}
      {load.status === "error" ? (
        <div role="alert" className="flex min-h-64 flex-col items-center justify-center gap-4 text-center">
          <Icon name="alert" className="size-8 text-red-600" />
          <p className="text-sm font-medium text-ink-800">{load.message}</p>
          <Button
            variant="outline"
            onClick={() => {
              setLoad({ status: "loading" });
              void refetch();
            }}
          >
            {text.tryAgain}
          </Button>
        </div>
      ) : null}
      {profile && mode === "view" ? <ProfileView profile={profile} text={text} onVideoSaved={(url) => update({ ProfileVideoUrl: url })} /> : null}
      {profile && (mode === "edit" || mode === "saving") ? (
        <ProfileEditForm
          profile={profile}
          text={text}
          focusField={editField}
          onFileChanged={update}
          onSavingChange={(saving) => setMode(saving ? "saving" : "edit")}
          onSaved={(saved) => {
            setLoad({ status: "ready", profile: saved });
            setNotice(text.saved);
            setMode("view");
            router.refresh();
          }}
        />
      ) : null}
      {profile && mode === "mobile" ? (
        <MobileBox
          profile={profile}
          text={text}
          onVerified={() => {
            setNotice(text.mobileVerified);
            setMode("view");
            void refetch();
          }}
        />
      ) : null}
    </Dialog>
  );
}
