import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { CameraPanel } from "./camera-panel";
import type { ReviewText } from "./review-text";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const words = (locale: Locale): ReviewText => ({
  ...messagesFor(locale, "mockReview"),
  score: messagesFor(locale, "mockScore"),
  recordingWords: messagesFor(locale, "recording"),
});
const en = words("en");

describe("the camera figures of one answer", () => {
  it("says from when they were measured when the face model was ready only after the answer began", () => {
    const late = text(
      renderToStaticMarkup(<CameraPanel camera={{ samples: 12, face_share: 0.5, looking_share: 0.25, away: [], from: 8.4 }} durationSeconds={40} text={en} />),
    );
    expect(late).toContain("Measured from 8 s into this answer, once the camera figures were ready: the figures are of that part.");
    expect(late).toContain("Face in view 50%");
    const whole = text(
      renderToStaticMarkup(<CameraPanel camera={{ samples: 30, face_share: 0.9, looking_share: 0.8, away: [] }} durationSeconds={40} text={en} />),
    );
    expect(whole).not.toContain("Measured from");
    const none = text(renderToStaticMarkup(<CameraPanel camera={{ samples: 0, face_share: 0, looking_share: 0, away: [] }} durationSeconds={40} text={en} />));
    expect(none).toContain("We could not measure the camera during this answer, so there are no camera figures for it.");
  });

  it("speaks Hindi to a candidate whose account is in Hindi, figures and units included", () => {
    const away = [
      { start: 2, end: 5.5 },
      { start: 20, end: 21 },
    ];
    const hi = text(
      renderToStaticMarkup(
        <CameraPanel camera={{ samples: 30, face_share: 0.9, looking_share: 0.75, away, from: 8.4 }} durationSeconds={40} text={words("hi")} />,
      ),
    );
    expect(hi).toContain("इस जवाब के 8 सेकंड से मापा गया");
    expect(hi).toContain("चेहरा दिखा 90%");
    expect(hi).toContain("नज़र हटी 2 बार सबसे लंबी 3.5 सेकंड");
    expect(hi.match(/[A-Za-z]{2,}/g)).toBeNull();
  });
});
