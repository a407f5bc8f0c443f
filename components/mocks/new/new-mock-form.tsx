"use client";

import { FOLLOW_UPS_BY_DEFAULT, MOCK_FOLLOW_UPS_MAX } from "@/lib/mocks/follow-ups/follow-up-rules";
import { api } from "@/components/api/api";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FieldError, Select } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icons";
import { CREATE_MOCK_FAILED, FILL_ALL_FIELDS, MOCK_DIFFICULTIES, MOCK_EXPERIENCE_OPTIONS, MOCK_VALUES } from "@/lib/mocks/mock-rules";
import { TOKEN_COST } from "@/lib/credits/credit-rules";
import { checkFileInBrowser, UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { Autocomplete } from "./autocomplete";
import { SkillChips } from "./skill-chips";

const NO_PLAN = "No active plan found. visit plans page to buy";

// The schema (and zod with it) loads when the form is first touched, not with the page.
const newMockSchema = () => import("@/lib/mocks/schema").then((m) => m.ZNewMock);

type Props = { industries: Record<string, string[]>; profileCvName: string | null };

export function NewMockForm({ industries, profileCvName }: Props) {
  const router = useRouter();
  const ids = { file: useId(), industry: useId(), experience: useId(), difficulty: useId(), error: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [useProfileCv, setUseProfileCv] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const industryNames = Object.keys(industries);
  const [industry, setIndustry] = useState(industryNames[0] ?? "");
  const [title, setTitle] = useState("");
  const [experience, setExperience] = useState("0");
  const [difficulty, setDifficulty] = useState<(typeof MOCK_DIFFICULTIES)[number]>("Easy");
  const [skills, setSkills] = useState<string[]>([]);
  // Follows the difficulty (on for Medium and Hard) until the candidate chooses.
  const [followUpsChosen, setFollowUps] = useState<boolean | null>(null);
  const followUps = followUpsChosen ?? (FOLLOW_UPS_BY_DEFAULT as readonly string[]).includes(difficulty);
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  // Marks the form as interactive (tests wait for it; typing before hydration would be lost).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) formRef.current.dataset.hydrated = "true";
  }, []);

  const titles = industries[industry] ?? Object.values(industries).flat();
  const candidate = () => ({
    resume: Boolean(file) || (useProfileCv && Boolean(profileCvName)),
    title,
    value,
    skills,
    experience: Number(experience),
    job_industry: industry,
    question_preference: difficulty,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const fields = candidate();
    const schema = await newMockSchema().catch(() => null);
    if (!schema) return setError(CREATE_MOCK_FAILED);
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? FILL_ALL_FIELDS);
    setError(null);
    setConfirming(true);
  };

  const create = async () => {
    setSending(true);
    const form = new FormData();
    if (file && !useProfileCv) form.append("resume", file, file.name);
    form.append("title", title.trim());
    form.append("job_industry", industry);
    form.append("experience", experience);
    form.append("question_preference", difficulty);
    form.append("values", value.trim());
    form.append("skills", JSON.stringify(skills));
    form.append("follow_ups", String(followUps));
    const result = await api("POST /api/mock/create", { body: form, headers: { Accept: "application/json" }, fallback: CREATE_MOCK_FAILED, offline: CREATE_MOCK_FAILED });
    if (result.ok && result.data.mock_id) {
      router.push("/mock");
      router.refresh();
      return;
    }
    setError(result.ok ? CREATE_MOCK_FAILED : result.error);
    setConfirming(false);
    setSending(false);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={() => void newMockSchema()} onChange={() => {
        setTouched(true);
        setError(null);
      }} className="mt-6 grid gap-5" aria-describedby={ids.error}>
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
            type="file"
            accept="application/pdf,.pdf"
            disabled={useProfileCv}
            className="block w-full rounded-xl border border-dashed border-ink-300 bg-white p-4 text-sm text-ink-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 disabled:opacity-50"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              const problem = chosen ? checkFileInBrowser(chosen, UPLOAD_KINDS.cv) : null;
              setFileError(problem);
              setFile(problem ? null : chosen);
              if (problem) e.target.value = "";
            }}
          />
        </div>
        {profileCvName ? (
          <label className="flex items-center gap-2 text-sm text-ink-700">
            <input type="checkbox" className="size-4 accent-brand-600" checked={useProfileCv} onChange={(e) => setUseProfileCv(e.target.checked)} />
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
          <Select id={ids.industry} value={industry} onChange={(e) => setIndustry(e.target.value)}>
            {industryNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Select>
        </div>
        <Autocomplete label="Job title" value={title} onChange={setTitle} options={titles} placeholder="e.g. Data Analyst" />
        <div>
          <label htmlFor={ids.experience} className="mb-1.5 block text-sm font-medium text-ink-800">
            Experience (years)
          </label>
          <Select id={ids.experience} value={experience} onChange={(e) => setExperience(e.target.value)}>
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
          <Select id={ids.difficulty} value={difficulty} onChange={(e) => setDifficulty(e.target.value as typeof difficulty)}>
            {MOCK_DIFFICULTIES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </Select>
        </div>
      </div>

      <label className="flex items-start gap-3 rounded-xl border border-ink-200 px-4 py-3 text-sm text-ink-800">
        <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={followUps} onChange={(e) => setFollowUps(e.target.checked)} />
        <span>
          <span className="font-medium text-ink-900">Ask follow-up questions</span>
          <span className="block text-ink-600">
            Like a real interviewer: after up to {MOCK_FOLLOW_UPS_MAX} of your answers, one short question about what you just said, with half the time to answer. No extra token.
          </span>
        </span>
      </label>

      <SkillChips skills={skills} onChange={setSkills} hint={touched && skills.length === 0 ? FILL_ALL_FIELDS : null} />
      <Autocomplete label="Value" value={value} onChange={setValue} options={MOCK_VALUES} placeholder="e.g. teamwork" />

      <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">
        Creating a mock interview deducts {TOKEN_COST.createMock} token.
      </div>
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

      <Dialog open={confirming} onClose={() => !sending && setConfirming(false)} title="Create this mock interview?" description={`This deducts ${TOKEN_COST.createMock} token from your credits.`}>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" disabled={sending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button loading={sending} onClick={create}>
            Yes, create it
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
