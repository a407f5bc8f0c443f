"use client";

// The new-mock form: react-hook-form holds every field (components/ui/use-form-submit.ts), the
// candidate confirms the token it costs, and the mock is created. It loads as an island
// (new-mock-island.tsx); its schema (and zod) loads on the form's first focus or touch, and a
// submit made before the schema is in waits for it.
import { FOLLOW_UPS_BY_DEFAULT } from "@/lib/mocks/follow-ups/follow-up-rules";
import { api } from "@/components/api/api";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { TNewMock, ZNewMock } from "@/lib/mocks/schema";
import { FieldError, Select } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-upload";
import { Icon } from "@/components/ui/icons";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { CREATE_MOCK_FAILED, FILL_ALL_FIELDS, MOCK_DIFFICULTIES, MOCK_EXPERIENCE_OPTIONS, MOCK_VALUES } from "@/lib/mocks/mock-rules";
import { TOKEN_COST } from "@/lib/credits/credit-rules";
import { checkFileInBrowser, UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { DEFAULT_MOCK_LANGUAGE, MOCK_LANGUAGES } from "@/lib/language/languages";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";
import { industryName } from "@/lib/i18n/reference-names";
import { Autocomplete } from "./autocomplete";
import { SkillChips } from "./skill-chips";
import { NewMockLayout, SUBMIT_PLACE_CLASS, newMockIds } from "./new-mock-parts";
import type { NewMockText } from "./new-mock-text";

let schemaModule: Promise<typeof ZNewMock> | null = null;
function loadSchema(): Promise<typeof ZNewMock> {
  schemaModule ??= import("@/lib/mocks/schema").then(
    (m) => m.ZNewMock,
    (error: unknown) => {
      schemaModule = null; // the network went away: the next use tries again
      throw error;
    },
  );
  return schemaModule;
}
const preloadSchema = () => void loadSchema().catch(() => undefined);

/** The fields' messages in the spec's order: the form shows the first. */
const FIELD_ORDER = ["resume", "title", "value", "skills", "experience", "job_industry", "question_preference", "follow_ups", "language"] as const;

/** A select's options: each value, named on screen by `name` (by itself if none). */
function options<T extends string | number>(values: readonly T[], name: (value: T) => string | number = (value) => value) {
  return values.map((value) => (
    <option key={value} value={value}>
      {name(value)}
    </option>
  ));
}

type Confirming = { data: TNewMock; answer: (failure: string | false | undefined) => void };

type Props = { industries: Record<string, string[]>; profileCvName: string | null; text: NewMockText };

export function NewMockForm({ industries, profileCvName, text }: Props) {
  const say = (message: string) => sayError(text.errors, message);
  const router = useRouter();
  const ids = newMockIds(useId());
  const [file, setFile] = useState<File | null>(null);
  const [useProfileCv, setUseProfileCv] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [sending, setSending] = useState(false);
  const industryNames = Object.keys(industries);
  const {
    form,
    register,
    fields,
    error: formError,
    submit,
    setField,
  } = useFormSubmit(loadSchema, {
    defaultValues: {
      title: "",
      value: "",
      skills: [],
      experience: 0,
      job_industry: industryNames[0] ?? "",
      question_preference: MOCK_DIFFICULTIES[0],
      language: DEFAULT_MOCK_LANGUAGE,
    },
    loadFailure: CREATE_MOCK_FAILED,
    say,
  });
  // Marks the form as interactive (tests wait for it).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) formRef.current.dataset.hydrated = "true";
  }, []);

  const values = form.watch();
  const followUps = values.follow_ups ?? (FOLLOW_UPS_BY_DEFAULT as readonly string[]).includes(values.question_preference ?? MOCK_DIFFICULTIES[0]);
  const titles = industries[values.job_industry ?? ""] ?? Object.values(industries).flat();
  const hasResume = (next: { file?: File | null; profile?: boolean } = {}) =>
    Boolean(next.file === undefined ? file : next.file) || ((next.profile ?? useProfileCv) && Boolean(profileCvName));
  /** The schema takes `resume: true` alone; false is what it refuses with "Resume is required". */
  const setResume = (has: boolean) => (setField as (name: "resume", value: boolean) => void)("resume", has);
  /** A free-text box of the form with its suggestions: what it is bound to, and its list named after it. */
  const suggesting = (name: "title" | "value", label: string) => ({
    id: ids[name],
    listLabel: fill(text.suggestions, { label }),
    field: register(name),
    text: values[name] ?? "",
    onChoose: (v: string) => setField(name, v),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setResume(hasResume());
    void submit(event, (data) => new Promise((answer) => setConfirming({ data, answer })));
  };

  const create = async ({ data, answer }: Confirming) => {
    setSending(true);
    const body = new FormData();
    if (file && !useProfileCv) body.append("resume", file, file.name);
    body.append("title", data.title);
    body.append("job_industry", data.job_industry);
    body.append("experience", String(data.experience));
    body.append("question_preference", data.question_preference);
    body.append("values", data.value);
    body.append("skills", JSON.stringify(data.skills));
    body.append("language", data.language);
    body.append("follow_ups", String(data.follow_ups ?? (FOLLOW_UPS_BY_DEFAULT as readonly string[]).includes(data.question_preference)));
    const result = await api("POST /api/mock/create", {
      body,
      headers: { Accept: "application/json" },
      fallback: CREATE_MOCK_FAILED,
      offline: CREATE_MOCK_FAILED,
    });
    if (result.ok && result.data.mock_id) {
      answer(undefined);
      router.push(`/mock?created=${encodeURIComponent(result.data.mock_id)}`);
      router.refresh();
      return;
    }
    answer(result.ok ? CREATE_MOCK_FAILED : result.error);
    setConfirming(null);
    setSending(false);
  };
  const decline = () => {
    confirming?.answer(false);
    setConfirming(null);
  };

  const error = formError ?? FIELD_ORDER.map((name) => fields[name]).find(Boolean) ?? null;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={preloadSchema} onPointerDown={preloadSchema} aria-describedby={ids.error}>
      <NewMockLayout
        text={text}
        profileCvName={profileCvName}
        ids={ids}
        resume={{
          chosen:
            file && !useProfileCv ? (
              <div className="flex items-center justify-between gap-3 rounded-xl border border-ink-200 bg-ink-50 px-4 py-3">
                <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-ink-800">
                  <Icon name="check" className="size-4 shrink-0 text-green-700" aria-hidden />
                  <span className="truncate" translate="no">
                    {file.name}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setFile(null);
                    setResume(hasResume({ file: null }));
                  }}
                >
                  {text.remove}
                </Button>
              </div>
            ) : null,
          input: (
            <FileInput
              id={ids.resume}
              data-field="resume"
              kind={UPLOAD_KINDS.cv}
              disabled={useProfileCv}
              aria-labelledby={ids.resumeLabel}
              aria-describedby={ids.resumeError}
              onFile={(chosen) => {
                const problem = checkFileInBrowser(chosen, UPLOAD_KINDS.cv);
                setFileError(problem);
                setFile(problem ? null : chosen);
                setResume(hasResume({ file: problem ? null : chosen }));
              }}
            />
          ),
          profileCv: {
            checked: useProfileCv,
            onChange: (e) => {
              setUseProfileCv(e.target.checked);
              setResume(hasResume({ profile: e.target.checked }));
            },
          },
          error: <FieldError id={ids.resumeError} message={fileError && say(fileError)} />,
        }}
        fields={{
          industry: (
            <Select id={ids.industry} {...register("job_industry")}>
              {/* The value is the stored English name; the option shows it in the interface language. */}
              {options(industryNames, (name) => industryName(text.industries, name))}
            </Select>
          ),
          title: <Autocomplete {...suggesting("title", text.jobTitle)} options={titles} placeholder={text.jobTitleExample} />,
          experience: (
            <Select id={ids.experience} {...register("experience", { valueAsNumber: true })}>
              {options(MOCK_EXPERIENCE_OPTIONS)}
            </Select>
          ),
          difficulty: (
            <Select id={ids.difficulty} {...register("question_preference")}>
              {options(MOCK_DIFFICULTIES, (d) => text.difficulties[d])}
            </Select>
          ),
          language: (
            <Select id={ids.language} aria-describedby={ids.languageHint} {...register("language")}>
              {options(MOCK_LANGUAGES, (language) => text.languages[language])}
            </Select>
          ),
          skills: (
            <SkillChips
              inputId={ids.skills}
              name="skills"
              values={values.skills ?? []}
              onChange={(next) => setField("skills", next)}
              hint={form.formState.submitCount > 0 && !values.skills?.length ? say(FILL_ALL_FIELDS) : null}
              text={text}
            />
          ),
          value: <Autocomplete {...suggesting("value", text.value)} options={MOCK_VALUES} placeholder={text.valueExample} />,
        }}
        followUps={{ checked: followUps, onChange: (e) => setField("follow_ups", e.target.checked) }}
        end={
          <>
            <p id={ids.error} role="alert" className={error ? "rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800" : "sr-only"}>
              {error ?? ""}
              {error === text.noPlan ? (
                <>
                  {" "}
                  <Link href="/mock/plans" className="underline underline-offset-2">
                    {text.seePlans}
                  </Link>
                </>
              ) : null}
            </p>
            <Button type="submit" size="lg" className={SUBMIT_PLACE_CLASS}>
              {text.submit}
            </Button>
          </>
        }
      />

      <Dialog
        open={confirming !== null}
        onClose={() => !sending && decline()}
        title={text.confirmTitle}
        closeLabel={text.close}
        description={fill(text.confirmText, { count: TOKEN_COST.createMock })}
      >
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" disabled={sending} onClick={decline}>
            {text.cancel}
          </Button>
          <Button loading={sending} onClick={() => confirming && void create(confirming)}>
            {text.yesCreate}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
