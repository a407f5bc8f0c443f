// A consent's title and what it covered, in the interface's language, from what it was about: the
// employer's words (a job's title, the company) and the candidate's own (a mock's title) are marked
// translate="no", as written.
import type { ReactNode } from "react";
import { fillMarked } from "@/components/interviews/interview-text";
import type { ConsentAbout } from "@/lib/account-data/consents";
import { fill } from "@/lib/i18n/fill";
import type { SettingsText } from "./settings-client";

type Said = { title: ReactNode; what: ReactNode; /** For a button's label (no marks there). */ plainTitle: string };

export function consentWords(about: ConsentAbout, text: SettingsText): Said {
  if (about.kind === "RECORDED_INTERVIEW") {
    const names = { job: about.job, company: about.company };
    const analysed = about.emotionAnalysis ? text.consentAnalysedExpressions : text.consentAnalysedAttention;
    return {
      title: fillMarked(text.consentInterviewTitle, names, ["job", "company"]),
      what: fillMarked(text.consentInterviewWhat, { analysed, company: about.company }, ["company"]),
      plainTitle: fill(text.consentInterviewTitle, names),
    };
  }
  if (about.kind === "MOCK_INTERVIEW") {
    return {
      title: fillMarked(text.consentMockTitle, { title: about.mock }, ["title"]),
      what: about.audioOnly ? text.consentMockWhatVoice : text.consentMockWhatVideo,
      plainTitle: fill(text.consentMockTitle, { title: about.mock }),
    };
  }
  return { title: text.consentTermsTitle, what: text.consentTermsWhat, plainTitle: text.consentTermsTitle };
}
