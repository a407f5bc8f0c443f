// The words a job card and its parts (status chip, Apply, bookmark, skills line) are drawn with, in
// the interface language, with the tag its dates are written in. The server builds it from the
// catalog and hands it down; client parts import only its type. With the CV box's words go its
// refusals (`cvErrors`, only the CV upload's pairs, none in English) for Apply's CV-needed dialog.
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { CV_UPLOAD_ERRORS, errorWords, type ErrorWords } from "@/lib/i18n/form-errors";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";

export type JobCardText = Messages["jobCard"] &
  Pick<Messages["filters"], "jobTypes" | "workModes"> & { tag: (typeof FORMAT_TAGS)[Locale]; cvField: Messages["cvField"]; cvErrors: ErrorWords };

export function jobCardText(locale: Locale): JobCardText {
  const { jobTypes, workModes } = messagesFor(locale, "filters");
  return {
    ...messagesFor(locale, "jobCard"),
    jobTypes,
    workModes,
    tag: FORMAT_TAGS[locale],
    cvField: messagesFor(locale, "cvField"),
    cvErrors: errorWords(locale, CV_UPLOAD_ERRORS),
  };
}
