import { describe, expect, it } from "vitest";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { RECORDING_WORDS } from "@/components/recording/recording-words";
import { PROFILE_VIDEO_WORDS } from "./profile-video-words";

describe("the profile video recorder's words", () => {
  it("say the English catalog's words when the account's cannot be fetched", () => {
    const { recording, ...own } = PROFILE_VIDEO_WORDS;
    expect(own).toEqual(CATALOGS.en.profileVideo);
    expect(recording).toBe(RECORDING_WORDS);
  });

  it("keep the spec's words for the camera and the failed save, word for word", () => {
    expect([PROFILE_VIDEO_WORDS.permission, PROFILE_VIDEO_WORDS.saveFailed, PROFILE_VIDEO_WORDS.saveFailedAlert]).toEqual([
      "camera and audio permission is required",
      "Somthing went wrong",
      "Error while saving video",
    ]);
  });

  it("have every key in Hindi, none left in English", () => {
    const hindi = CATALOGS.hi.profileVideo;
    expect(Object.keys(hindi)).toEqual(Object.keys(CATALOGS.en.profileVideo));
    for (const [key, value] of Object.entries(hindi)) expect(value, key).not.toBe(CATALOGS.en.profileVideo[key as keyof typeof hindi]);
  });
});
