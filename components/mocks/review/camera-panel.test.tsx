import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CameraPanel } from "./camera-panel";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the camera figures of one answer", () => {
  it("says from when they were measured when the face model was ready only after the answer began", () => {
    const late = text(
      renderToStaticMarkup(<CameraPanel camera={{ samples: 12, face_share: 0.5, looking_share: 0.25, away: [], from: 8.4 }} durationSeconds={40} />),
    );
    expect(late).toContain("Measured from 8 s into this answer, once the camera figures were ready: the figures are of that part.");
    expect(late).toContain("Face in view 50%");
    const whole = text(renderToStaticMarkup(<CameraPanel camera={{ samples: 30, face_share: 0.9, looking_share: 0.8, away: [] }} durationSeconds={40} />));
    expect(whole).not.toContain("Measured from");
    const none = text(renderToStaticMarkup(<CameraPanel camera={{ samples: 0, face_share: 0, looking_share: 0, away: [] }} durationSeconds={40} />));
    expect(none).toContain("We could not measure the camera during this answer, so there are no camera figures for it.");
  });
});
