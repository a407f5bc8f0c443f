"use client";
// The profile video recorder's words (the `profileVideo` and `recording` namespaces). The recorder
// opens from the profile popup, whose words go with every page, so it asks for its own when it opens
// (GET /api/users/profile-video/words, in the account's language); until they come the recorder is
// not drawn, and if they cannot come it says the English catalog's, which are these
// (profile-video-words.test.ts checks it).
import { useEffect, useState } from "react";
import { api } from "@/components/api/api";
import { RECORDING_WORDS, type RecordingWords } from "@/components/recording/recording-words";
import type { Messages } from "@/lib/i18n/catalogs";

export type ProfileVideoWords = Messages["profileVideo"] & { recording: RecordingWords };

export const PROFILE_VIDEO_WORDS: ProfileVideoWords = {
  cameraPreview: "Camera preview",
  yourRecording: "Your recording",
  starting: "Starting your camera…",
  recordingClock: "Recording {elapsed} / {max}",
  allowCamera: "Allow this site to use your camera and microphone in the browser's address bar, then try again.",
  permission: "camera and audio permission is required",
  saveFailed: "Somthing went wrong",
  saveFailedAlert: "Error while saving video",
  watchBack: "Watch it back, then save it or record again.",
  nothingSaved: "Nothing was saved: record again.",
  video: "Video",
  cancel: "Cancel",
  start: "Start recording",
  stop: "Stop recording",
  recordAgain: "Record again",
  saving: "Saving video…",
  save: "Save video",
  trySavingAgain: "Try saving again",
  tryAgain: "Try again",
  recording: RECORDING_WORDS,
};

/** The words, asked for once `wanted` (the recorder opens, or a kept video is being sent); null until they come. */
export function useProfileVideoWords(wanted: boolean): ProfileVideoWords | null {
  const [words, setWords] = useState<ProfileVideoWords | null>(null);
  useEffect(() => {
    if (!wanted || words) return;
    let live = true;
    void api("GET /api/users/profile-video/words").then((result) => {
      if (live) setWords(result.ok ? result.data : PROFILE_VIDEO_WORDS);
    });
    return () => {
      live = false;
    };
  }, [wanted, words]);
  return words;
}
