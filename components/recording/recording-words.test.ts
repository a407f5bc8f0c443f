import { describe, expect, it } from "vitest";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { WRONG_MOCK } from "@/lib/mocks/answers/schema";
import { NOT_SENT } from "@/components/mocks/interview/send-typed";
import { NOT_SUBMITTED } from "@/components/mocks/interview/use-interview-flow";
import { CAMERA_FAILED_MESSAGE, CAMERA_PERMISSION_MESSAGE } from "./media";
import { RECORDING_WORDS } from "./recording-words";
import { sendStateLabel, sendStateText } from "./send-status";
import type { SendState } from "./outbox";

const row = (state: SendState["state"], extra: Partial<SendState> = {}) =>
  ({ id: "a", scope: "mock:1", qnum: 2, take: 1, state, progress: 0.42, onDevice: true, ...extra }) as SendState;

describe("the recording parts' words", () => {
  it("say the English catalog's words where no words are handed (the recorded interview, the profile video)", () => {
    expect(RECORDING_WORDS).toEqual(CATALOGS.en.recording);
    expect([RECORDING_WORDS.cameraPermission, RECORDING_WORDS.cameraFailed]).toEqual([CAMERA_PERMISSION_MESSAGE, CAMERA_FAILED_MESSAGE]);
  });

  it("keep the mock interview's English messages in the catalog word for word", () => {
    const mock = CATALOGS.en.mockInterview;
    expect([mock.wrongMock, mock.typedNotSent, mock.notSubmitted]).toEqual([WRONG_MOCK, NOT_SENT, NOT_SUBMITTED]);
  });

  it("tell where an answer stands in the language handed", () => {
    expect(sendStateText(row("sending"))).toBe("Saved on this phone · sending 42 %");
    expect(sendStateText(row("waiting", { onDevice: false }))).toBe("Kept while this page is open · waiting for the network");
    expect(sendStateText(row("sending"), CATALOGS.hi.recording)).toBe("इस फ़ोन पर सहेजा हुआ · 42 % भेजा गया");
    expect(sendStateLabel(row("sent", { take: 2 }), [], undefined, CATALOGS.hi.recording)).toBe("उत्तर 2 · टेक 2");
    expect(sendStateLabel(row("sent", { followUpOf: 1 }), [], undefined, CATALOGS.hi.recording)).toBe("उत्तर 1 · फ़ॉलो-अप");
  });
});
