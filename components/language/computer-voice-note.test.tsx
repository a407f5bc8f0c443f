import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuestionHeading as InterviewQuestionHeading } from "@/components/interviews/question-view";
import { QuestionHeading as MockQuestionHeading } from "@/components/mocks/interview/interview-view";
import { CATALOGS } from "@/lib/i18n/catalogs";
import type { MockLanguage } from "@/lib/language/languages";

const mockQuestion = (question: string, audio: string | null = "/api/files/q1.mp3") => ({
  qnum: 1,
  question,
  reading: null,
  audio,
  follow_up_of: null,
  answer_seconds: 120,
});

const mockScreen = (language: MockLanguage, question: string, audio?: string | null) =>
  renderToStaticMarkup(
    <MockQuestionHeading
      question={mockQuestion(question, audio)}
      mains={6}
      left={120}
      audio={createRef()}
      language={language}
      words={CATALOGS.en.mockInterview}
    />,
  );

const interviewScreen = (language: MockLanguage, quest: string) =>
  renderToStaticMarkup(
    <InterviewQuestionHeading
      state={{
        number: 1,
        take: 1,
        phase: "answering",
        question: { quest, audio: "/api/files/i1.mp3", totalQuestions: 3, ques_no: 1, timeLimitSeconds: 180, secondsLeft: 180, take: 1 },
      }}
      retakes={0}
      left={180}
      audio={createRef()}
      language={language}
      text={CATALOGS.en.interview}
    />,
  );

/** The note's element: its attributes and its words. */
function note(html: string): { attributes: string; text: string } | null {
  const found = /<p ([^>]*data-testid="computer-voice-note"[^>]*)>([^<]*)<\/p>/.exec(html);
  return found ? { attributes: found[1]!, text: found[2]! } : null;
}

describe("the line that says a question is read by a computer voice", () => {
  it("stands under a mock's question audio, in the mock's language and script", () => {
    const english = note(mockScreen("en", "Tell me about a project you led."));
    expect(english?.text).toBe("The question is read aloud by a computer voice.");
    expect(english?.attributes).not.toContain("lang=");

    const hindi = note(mockScreen("hi", "किसी प्रोजेक्ट के बारे में बताइए।"));
    expect(hindi?.text).toBe("सवाल कंप्यूटर की आवाज़ में पढ़ा जाता है।");
    expect(hindi?.attributes).toContain('lang="hi"');
    expect(hindi?.attributes).toContain("font-devanagari");

    const hinglish = note(mockScreen("hinglish", "Kisi project ke baare mein batao."));
    expect(hinglish?.text).toBe("Sawaal computer ki awaaz mein padha jaata hai.");
    expect(hinglish?.attributes).toContain('lang="hi-Latn"');
  });

  it("describes the replay button and the audio for a screen reader", () => {
    const html = mockScreen("hi", "किसी प्रोजेक्ट के बारे में बताइए।");
    const id = /<p id="([^"]+)" data-testid="computer-voice-note"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<button[^>]*aria-describedby="${id}"[^>]*>Replay question`));
    expect(html).toMatch(new RegExp(`<audio[^>]*aria-describedby="${id}"`));
  });

  it("is not shown when the question has no audio", () => {
    expect(note(mockScreen("en", "Tell me about a project you led.", null))).toBeNull();
  });

  it("stands under an employer's question audio, in the interview's language", () => {
    expect(note(interviewScreen("en", "Why this role?"))?.text).toBe("The question is read aloud by a computer voice.");
    const hindi = note(interviewScreen("hi", "यह भूमिका क्यों?"));
    expect(hindi?.text).toBe("सवाल कंप्यूटर की आवाज़ में पढ़ा जाता है।");
    expect(hindi?.attributes).toContain('lang="hi"');
    expect(note(interviewScreen("hinglish", "Yeh role kyun?"))?.text).toBe("Sawaal computer ki awaaz mein padha jaata hai.");
  });
});
