import { Button } from "@/components/ui/button";
import { MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { LowSpaceWarning } from "@/components/recording/low-space";
import { recognitionLang, type MockLanguage } from "@/lib/language/languages";
import { fill, fillParts } from "@/lib/i18n/fill";
import type { MockInterviewWords, WizardText } from "./interview-words";

/**
 * An answer cut off by a reload, a crash or a closed tab: which question (by its name to the
 * candidate, and as said inside a sentence), how many seconds were kept on this device, the seconds
 * left of its time by the server's clock, and what the candidate chose (null: not yet; "kept" also
 * when its time was over).
 */
export type CutAnswer = { id: string; name: string; lowerName: string; qnum: number; seconds: number; left: number; choice: "kept" | "again" | null };

const secondsText = (n: number, words: MockInterviewWords) => (n === 1 ? words.secondOne : fill(words.secondsMany, { n }));

/** What the resume screen says about a cut answer, and the choice it offers while time is left. */
function CutAnswerChoice({ cut, onCut, words }: { cut: CutAnswer; onCut: (choice: "kept" | "again") => void; words: MockInterviewWords }) {
  const name = cut.lowerName;
  const left = secondsText(cut.left, words);
  return (
    <div
      role="region"
      aria-label={words.cutRegion}
      className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="cut-answer"
      data-choice={cut.choice ?? "open"}
    >
      <p className="font-semibold">{fill(words.cutKept, { name: cut.name, seconds: secondsText(cut.seconds, words) })}</p>
      {cut.choice === null ? (
        <>
          <p>{fill(words.cutChoice, { name, left })}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => onCut("kept")}>
              {words.keepRecorded}
            </Button>
            <Button variant="secondary" onClick={() => onCut("again")}>
              {fill(words.recordCutAgain, { name })}
            </Button>
          </div>
        </>
      ) : (
        <p role="status">{cut.choice === "again" ? fill(words.cutAgain, { name, left }) : cut.left > 0 ? words.cutKeptSent : words.cutTimeOver}</p>
      )}
    </div>
  );
}

/** The language a mock is answered in, by its name in the interface language. */
function languageName(language: MockLanguage, words: MockInterviewWords): string {
  return language === "hi" ? words.languageHi : language === "hinglish" ? words.languageHinglish : words.languageEn;
}

export function InstructionsStep({
  cut = null,
  onCut,
  total,
  answeredCount,
  resumeAt,
  answerSeconds,
  transcription,
  followUps,
  language = "en",
  lowSpace,
  onStart,
  text,
}: {
  text: WizardText;
  cut?: CutAnswer | null;
  onCut?: (choice: "kept" | "again") => void;
  /** The mock's language: what the browser listens for. */
  language?: MockLanguage;
  total: number;
  /** Questions answered already (follow-ups included). */
  answeredCount: number;
  /** The number of the question the interview continues at; null when every question was answered. */
  resumeAt: number | null;
  answerSeconds: number;
  /** The mock asks up to MOCK_FOLLOW_UPS_MAX follow-up questions. */
  followUps: boolean;
  transcription: boolean;
  /** This device has less room left than the answers may need while they wait to be sent. */
  lowSpace: boolean;
  onStart: () => void;
}) {
  const allAnswered = resumeAt === null;
  const words = text.mock;
  const strong = (key: string, value: string) => <strong key={key}>{value}</strong>;
  return (
    <section aria-labelledby="instructions-title" className="mx-auto max-w-2xl space-y-5" data-testid="instructions">
      <h1 id="instructions-title" className="text-2xl font-bold tracking-tight text-ink-950">
        {words.instructionsTitle}
      </h1>
      {/* First on the screen: the interview goes on only once the candidate has chosen. */}
      {cut && onCut ? <CutAnswerChoice cut={cut} onCut={onCut} words={words} /> : null}
      <ul className="list-disc space-y-2 pl-5 text-sm text-ink-700">
        <li>
          {fillParts(words.ruleQuestions, {
            count: strong("count", fill(words.questionsMany, { n: total })),
            seconds: strong("seconds", fill(words.secondsMany, { n: answerSeconds })),
          })}
        </li>
        {followUps ? (
          <li>
            {fillParts(words.ruleFollowUps, {
              followUp: strong("follow-up", words.followUpStrong),
              max: MOCK_FOLLOW_UPS_MAX,
              seconds: strong("seconds", fill(words.secondsMany, { n: Math.round(answerSeconds / 2) })),
            })}
          </li>
        ) : null}
        <li>{words.ruleCamera}</li>
        <li>{words.ruleDelivery}</li>
        <li>{transcription ? words.ruleTranscribed : words.ruleRules}</li>
        {transcription ? null : (
          <li data-testid="where-heard">
            {fillParts(words.ruleHeard, {
              language: strong("language", languageName(language, words)),
              listen: language === "en" ? words.languageEn : words.languageHi,
              lang: (
                <span key="lang" translate="no">
                  {recognitionLang(language)}
                </span>
              ),
            })}
          </li>
        )}
        <li>{words.ruleSubmit}</li>
      </ul>
      {allAnswered ? (
        <p className="text-sm font-medium text-ink-800">{words.allAnswered}</p>
      ) : answeredCount > 0 ? (
        <p className="text-sm font-medium text-ink-800">{fill(words.answeredSome, { count: answeredCount, resume: resumeAt ?? "" })}</p>
      ) : null}
      {lowSpace ? <LowSpaceWarning words={text.recording} /> : null}
      <Button onClick={onStart} disabled={cut !== null && cut.choice === null}>
        {allAnswered ? words.startSubmit : answeredCount > 0 ? words.startContinue : words.start}
      </Button>
    </section>
  );
}
