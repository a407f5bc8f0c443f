"use client";

import { FOLLOW_UPS_BY_DEFAULT, MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { api } from "@/components/api/api";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { TNewMock } from "@/lib/mocks/schema";
import type { LiveForm, NewMockFields } from "./new-mock-host";
import { FieldError, Select } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icons";
import { CREATE_MOCK_FAILED, FILL_ALL_FIELDS, MOCK_DIFFICULTIES, MOCK_EXPERIENCE_OPTIONS, MOCK_VALUES } from "@/lib/mocks/mock-rules";
import { TOKEN_COST } from "@/lib/credits/credit-rules";
import { checkFileInBrowser, UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { Autocomplete } from "./autocomplete";
import { SkillChips } from "./skill-chips";
import { DEFAULT_MOCK_LANGUAGE, LANGUAGE_NAMES, MOCK_LANGUAGES, type MockLanguage } from "@/lib/language/languages";

const NO_PLAN = "No active plan found. visit plans page to buy";

// react-hook-form, the form's schema and zod load on the form's first focus or touch, not with the
// page (docs/performance.md). Until they are in, the fields are the page's own inputs; what was
// typed is handed to the form library when it arrives, and a submit waits for it.
type Host = typeof import("./new-mock-host").NewMockHost;
let hostModule: Promise<Host> | null = null;
function loadHost(): Promise<Host> {
  hostModule ??= import("./new-mock-host").then(
    (m) => m.NewMockHost,
    (error: unknown) => {
      hostModule = null; // the network went away: the next use tries again
      throw error;
    },
  );
  return hostModule;
}

/** The fields' messages in the spec's order: the form shows the first. */
const FIELD_ORDER = ["resume", "title", "value", "skills", "experience", "job_industry", "question_preference", "follow_ups", "language"] as const;

type Confirming = { data: TNewMock; answer: (failure: string | false | undefined) => void };

type Props = { industries: Record<string, string[]>; profileCvName: string | null };

export function NewMockForm({ industries, profileCvName }: Props) {
  const router = useRouter();
  const ids = { file: useId(), industry: useId(), experience: useId(), difficulty: useId(), language: useId(), error: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [useProfileCv, setUseProfileCv] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const industryNames = Object.keys(industries);
  const [host, setHost] = useState<{ Host: Host; defaults: NewMockFields } | null>(null);
  const [live, setLive] = useState<LiveForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [sending, setSending] = useState(false);
  const latest = useRef<LiveForm | null>(null);
  const waiting = useRef<((live: LiveForm) => void)[]>([]);
  // Marks the form as interactive (tests wait for it; typing before hydration would be lost).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) formRef.current.dataset.hydrated = "true";
  }, []);

  const values: Partial<NewMockFields> = live?.values ?? {};
  const industry = values.job_industry ?? industryNames[0] ?? "";
  const difficulty = values.question_preference ?? "Easy";
  const followUps = values.follow_ups ?? (FOLLOW_UPS_BY_DEFAULT as readonly string[]).includes(difficulty);
  const titles = industries[industry] ?? Object.values(industries).flat();
  const hasResume = (next: { file?: File | null; profile?: boolean } = {}) =>
    Boolean(next.file === undefined ? file : next.file) || ((next.profile ?? useProfileCv) && Boolean(profileCvName));

  /** What the page's own inputs hold now: the form library starts from it. */
  const typed = (): NewMockFields => {
    const field = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
    return {
      resume: hasResume(),
      title: field("title"),
      value: field("value"),
      skills: [],
      experience: Number(field("experience") || 0),
      job_industry: field("job_industry") || industry,
      question_preference: (field("question_preference") || "Easy") as NewMockFields["question_preference"],
      language: (field("language") || DEFAULT_MOCK_LANGUAGE) as MockLanguage,
    };
  };

  const start = () => {
    if (host) return;
    loadHost().then(
      (Host) => {
        const defaults = typed();
        setHost((was) => was ?? { Host, defaults });
      },
      () => undefined,
    );
  };
  const onLive = (next: LiveForm) => {
    latest.current = next;
    setLive(next);
    for (const run of waiting.current.splice(0)) run(next);
  };
  /** Runs `then` with the form library, once it is in. */
  const withLive = (then: (live: LiveForm) => void) => {
    if (latest.current) return then(latest.current);
    waiting.current.push(then);
    start();
  };
  const change = <N extends "resume" | "title" | "value" | "skills" | "follow_ups">(name: N, value: NewMockFields[N]) =>
    withLive((form) => (form.setField as (name: N, value: NewMockFields[N]) => void)(name, value));
  /** A field's own props: react-hook-form's once it is in; before, the input keeps what is typed. */
  const field = (name: "title" | "value" | "job_industry" | "question_preference" | "experience" | "language", first = "") =>
    live ? live.register(name, name === "experience" ? { valueAsNumber: true } : undefined) : { name, defaultValue: first };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoadError(null);
    const form = await loadHost().then(
      () => new Promise<LiveForm>((resolve) => withLive(resolve)),
      () => null,
    );
    if (!form) return setLoadError(CREATE_MOCK_FAILED);
    (form.setField as (name: "resume", value: boolean) => void)("resume", hasResume());
    await form.submit(event, (data) => new Promise((answer) => setConfirming({ data, answer })));
  };

  const create = async ({ data, answer }: Confirming) => {
    setSending(true);
    const form = new FormData();
    if (file && !useProfileCv) form.append("resume", file, file.name);
    form.append("title", data.title);
    form.append("job_industry", data.job_industry);
    form.append("experience", String(data.experience));
    form.append("question_preference", data.question_preference);
    form.append("values", data.value);
    form.append("skills", JSON.stringify(data.skills));
    form.append("language", data.language);
    form.append("follow_ups", String(data.follow_ups ?? (FOLLOW_UPS_BY_DEFAULT as readonly string[]).includes(data.question_preference)));
    const result = await api("POST /api/mock/create", {
      body: form,
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

  const fieldMessage = FIELD_ORDER.map((name) => live?.fields[name]).find(Boolean);
  const error = loadError ?? live?.error ?? fieldMessage ?? null;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={start} onPointerDown={start} className="mt-6 grid gap-5" aria-describedby={ids.error}>
      {host ? <host.Host defaults={host.defaults} onLive={onLive} /> : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink-800">Resume (PDF)</legend>
        {file && !useProfileCv ? (
          <div className="flex items-center justify-between gap-3 rounded-xl border border-ink-200 bg-ink-50 px-4 py-3">
            <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-ink-800">
              <Icon name="check" className="size-4 shrink-0 text-green-700" aria-hidden />
              <span className="truncate">{file.name}</span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setFile(null);
                change("resume", hasResume({ file: null }));
                if (fileInput.current) fileInput.current.value = "";
              }}
            >
              Remove
            </Button>
          </div>
        ) : null}
        <div className={file && !useProfileCv ? "sr-only" : undefined}>
          <label htmlFor={ids.file} className="sr-only">
            Upload your resume as a PDF
          </label>
          <input
            ref={fileInput}
            id={ids.file}
            data-field="resume"
            type="file"
            accept="application/pdf,.pdf"
            disabled={useProfileCv}
            className="block w-full rounded-xl border border-dashed border-ink-300 bg-white p-4 text-sm text-ink-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 disabled:opacity-50"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              const problem = chosen ? checkFileInBrowser(chosen, UPLOAD_KINDS.cv) : null;
              setFileError(problem);
              setFile(problem ? null : chosen);
              change("resume", hasResume({ file: problem ? null : chosen }));
              if (problem) e.target.value = "";
            }}
          />
        </div>
        {profileCvName ? (
          <label className="flex items-center gap-2 text-sm text-ink-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={useProfileCv}
              onChange={(e) => {
                setUseProfileCv(e.target.checked);
                change("resume", hasResume({ profile: e.target.checked }));
              }}
            />
            Use my profile CV ({profileCvName})
          </label>
        ) : null}
        <FieldError id={`${ids.file}-error`} message={fileError} />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.industry} className="mb-1.5 block text-sm font-medium text-ink-800">
            Industry
          </label>
          <Select id={ids.industry} {...field("job_industry", industry)}>
            {industryNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Select>
        </div>
        <Autocomplete
          label="Job title"
          field={field("title")}
          text={values.title ?? ""}
          onChoose={(v) => change("title", v)}
          options={titles}
          placeholder="e.g. Data Analyst"
        />
        <div>
          <label htmlFor={ids.experience} className="mb-1.5 block text-sm font-medium text-ink-800">
            Experience (years)
          </label>
          <Select id={ids.experience} {...field("experience", "0")}>
            {MOCK_EXPERIENCE_OPTIONS.map((years) => (
              <option key={years} value={years}>
                {years}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.difficulty} className="mb-1.5 block text-sm font-medium text-ink-800">
            Difficulty
          </label>
          <Select id={ids.difficulty} {...field("question_preference", "Easy")}>
            {MOCK_DIFFICULTIES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </Select>
        </div>
      </div>

      <div>
        <label htmlFor={ids.language} className="mb-1.5 block text-sm font-medium text-ink-800">
          Language
        </label>
        <Select id={ids.language} aria-describedby={`${ids.language}-hint`} {...field("language", DEFAULT_MOCK_LANGUAGE)}>
          {MOCK_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language].en}
            </option>
          ))}
        </Select>
        <p id={`${ids.language}-hint`} className="mt-1.5 text-sm text-ink-600">
          The language you will answer in: your browser listens for it, and your answers are judged in it. Hinglish is Hindi and English mixed, written in Latin
          letters.
        </p>
      </div>

      <label className="flex items-start gap-3 rounded-xl border border-ink-200 px-4 py-3 text-sm text-ink-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={followUps}
          onChange={(e) => change("follow_ups", e.target.checked)}
        />
        <span>
          <span className="font-medium text-ink-900">Ask follow-up questions</span>
          <span className="block text-ink-600">
            Like a real interviewer: after up to {MOCK_FOLLOW_UPS_MAX} of your answers, one short question about what you just said, with half the time to
            answer. No extra token.
          </span>
        </span>
      </label>

      <SkillChips
        name="skills"
        skills={values.skills ?? []}
        onChange={(next) => change("skills", next)}
        hint={live?.submitted && !values.skills?.length ? FILL_ALL_FIELDS : null}
      />
      <Autocomplete
        label="Value"
        field={field("value")}
        text={values.value ?? ""}
        onChoose={(v) => change("value", v)}
        options={MOCK_VALUES}
        placeholder="e.g. teamwork"
      />

      <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">Creating a mock interview deducts {TOKEN_COST.createMock} token.</div>
      <p id={ids.error} role="alert" className={error ? "rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800" : "sr-only"}>
        {error ?? ""}
        {error === NO_PLAN ? (
          <>
            {" "}
            <Link href="/mock/plans" className="underline underline-offset-2">
              See plans
            </Link>
          </>
        ) : null}
      </p>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Ready? Let&apos;s go!
      </Button>

      <Dialog
        open={confirming !== null}
        onClose={() => !sending && decline()}
        title="Create this mock interview?"
        description={`This deducts ${TOKEN_COST.createMock} token from your credits.`}
      >
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" disabled={sending} onClick={decline}>
            Cancel
          </Button>
          <Button loading={sending} onClick={() => confirming && void create(confirming)}>
            Yes, create it
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
