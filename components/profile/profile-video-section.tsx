"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { ProfileVideoRecorder } from "./profile-video-recorder";

type SectionProps = { candidateId: string; videoUrl: string | null; onSaved: (url: string) => void };

/** The profile's short video introduction: the saved one, or the recorder to make one. */
export function ProfileVideoSection({ candidateId, videoUrl, onSaved }: SectionProps) {
  const [recording, setRecording] = useState(false);
  const [justSaved, setJustSaved] = useState(false);

  return (
    <section aria-labelledby="profile-video-heading" className="rounded-2xl border border-ink-200/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="profile-video-heading" className="text-sm font-semibold text-ink-900">
            Profile video
          </h3>
          <p className="mt-0.5 text-sm text-ink-600">A short hello in your own words: who you are and what you are looking for.</p>
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
            {videoUrl ? "Record a new video" : "Record profile video"}
          </Button>
        ) : null}
      </div>

      <div aria-live="polite">
        {justSaved ? (
          <p className="mt-3 flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800">
            <Icon name="check" className="size-4" />
            Video saved
          </p>
        ) : null}
      </div>

      {recording ? (
        <div className="mt-4">
          <ProfileVideoRecorder
            candidateId={candidateId}
            onCancel={() => setRecording(false)}
            onSaved={(url) => {
              setRecording(false);
              setJustSaved(true);
              onSaved(url);
            }}
          />
        </div>
      ) : videoUrl ? (
        <video
          key={videoUrl}
          src={videoUrl}
          controls
          playsInline
          preload="metadata"
          aria-label="Your saved profile video"
          data-testid="saved-profile-video"
          className="mt-4 aspect-video w-full rounded-2xl bg-ink-950 object-contain"
        />
      ) : null}
    </section>
  );
}
