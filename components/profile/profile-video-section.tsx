"use client";

import { useEffect, useState } from "react";
import { dropKept, listKept } from "@/components/recording/device-store";
import { deliver } from "@/components/recording/outbox";
import { useRecordingOwner } from "@/components/recording/owner";
import { SendStatusList } from "@/components/recording/send-status";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import type { ProfileText } from "./profile-dialog";
import { PROFILE_SCOPE, ProfileVideoRecorder } from "./profile-video-recorder";
import { useProfileVideoWords } from "./profile-video-words";
import { Notice } from "@/components/ui/notice";

type SectionProps = { candidateId: string; videoUrl: string | null; onSaved: (url: string) => void; text: ProfileText };

/** The profile's short video introduction: the saved one, or the recorder to make one. */
export function ProfileVideoSection({ candidateId, videoUrl, onSaved, text }: SectionProps) {
  const [recording, setRecording] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [resending, setResending] = useState(false);
  const owner = useRecordingOwner();
  const words = useProfileVideoWords(recording || resending);

  // A video saved on an earlier visit that never reached us goes now; one never chosen is forgotten.
  useEffect(() => {
    if (!owner) return;
    let live = true;
    void listKept({ owner, scope: PROFILE_SCOPE }).then(async (kept) => {
      const chosen = kept.filter((r) => r.state === "ready").at(-1);
      await Promise.all(kept.filter((r) => r !== chosen).map((r) => dropKept(r.id)));
      if (!chosen || !live) return;
      setResending(true);
      const outcome = await deliver(chosen.id);
      if (!live) return;
      setResending(false);
      if (outcome.state === "sent" && typeof outcome.data.ProfileVideoUrl === "string") {
        setJustSaved(true);
        onSaved(outcome.data.ProfileVideoUrl);
      }
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, [owner]);

  return (
    <section aria-labelledby="profile-video-heading" className="rounded-2xl border border-ink-200/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="profile-video-heading" className="text-sm font-semibold text-ink-900">
            {text.videoHeading}
          </h3>
          <p className="mt-0.5 text-sm text-ink-600">{text.videoText}</p>
        </div>
        {!recording ? (
          <Button
            size="sm"
            variant={videoUrl ? "outline" : "secondary"}
            onClick={() => {
              setJustSaved(false);
              setRecording(true);
            }}
          >
            <Icon name="video" className="size-4" />
            {videoUrl ? text.recordNew : text.record}
          </Button>
        ) : null}
      </div>

      {resending && words ? <SendStatusList scope={PROFILE_SCOPE} noun={text.videoKept} words={words.recording} className="mt-3" /> : null}
      <div aria-live="polite">
        {justSaved ? (
          <Notice tone="ok" className="mt-3">
            {text.videoSaved}
          </Notice>
        ) : null}
      </div>

      {recording ? (
        <div className="mt-4">
          {/* The recorder's words are asked for as it opens: its dark frame stands until they come. */}
          {!words ? <div data-testid="video-recorder-words" aria-busy="true" className="aspect-video rounded-2xl bg-ink-950" /> : null}
          {words ? (
            <ProfileVideoRecorder
              words={words}
              candidateId={candidateId}
              onCancel={() => setRecording(false)}
              onSaved={(url) => {
                setRecording(false);
                setJustSaved(true);
                onSaved(url);
              }}
            />
          ) : null}
        </div>
      ) : videoUrl ? (
        <video
          key={videoUrl}
          src={videoUrl}
          controls
          playsInline
          preload="metadata"
          aria-label={text.savedVideo}
          data-testid="saved-profile-video"
          className="mt-4 aspect-video w-full rounded-2xl bg-ink-950 object-contain"
        />
      ) : null}
    </section>
  );
}
