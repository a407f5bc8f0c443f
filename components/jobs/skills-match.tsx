// How the candidate's skills meet a job's: a line on each card and a panel on the job page, each
// with its reasons (which skills, and how they were compared), never a bare score.
import Link from "next/link";
import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { PROFILE_SKILLS_HREF } from "@/components/profile/links";
import type { JobCardPayload, JobSkillsMatch } from "@/lib/jobs/job-payload";
import { fill } from "@/lib/i18n/fill";
import { SAME_SKILL_EXAMPLES } from "@/lib/jobs/skills-match";
import type { Messages } from "@/lib/i18n/catalogs";
import type { JobCardText } from "./job-text";

type MatchWords = Pick<JobCardText, "matchOne" | "matchMany">;

export function matchLine(matched: number, of: number, words: MatchWords): string {
  return fill(of === 1 ? words.matchOne : words.matchMany, { matched, of });
}

const quietLink = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** A card's line: "You match 3 of 5 skills", or a way to add skills; nothing when signed out or the job lists none. */
export function SkillsMatchLine({ job, text }: { job: JobCardPayload; text: MatchWords & AddSkillsWords }) {
  if (job.matchCount === undefined) return null;
  if (job.matchCount === null) {
    return (
      <p className="mt-3 text-xs text-ink-600" data-testid="skills-match">
        <Link href={PROFILE_SKILLS_HREF} className={quietLink}>
          {text.addSkillsToMatch}
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-ink-800" data-testid="skills-match">
      <Icon name="target" className="size-4 shrink-0 text-brand-600" />
      {matchLine(job.matchCount, job.About_Job.Skills_Count, text)}
    </p>
  );
}

type AddSkillsWords = Pick<JobCardText, "addSkillsToMatch">;
type PanelPageWords = Pick<
  Messages["jobPage"],
  | "skillsHow"
  | "skillsNoneOne"
  | "skillsNoneMany"
  | "inYourSkills"
  | "skillsYouHave"
  | "noneOnList"
  | "notInYourSkills"
  | "skillsNotListed"
  | "askedNotListed"
  | "everySkill"
  | "compared"
  | "editSkills"
  | "onProfile"
  | "onProfileAs"
>;
type PanelWords = MatchWords & AddSkillsWords & PanelPageWords;

/** The job page's panel: which of the job's skills the candidate has (and as what they wrote it), and which not. */
export function SkillsMatchPanel({ match, text }: { match: JobSkillsMatch; text: PanelWords }) {
  const of = match.matched.length + match.missing.length;
  return (
    <section aria-labelledby="skills-match" className="rounded-3xl border border-ink-200/80 bg-white p-6 shadow-card sm:p-8" data-testid="skills-match-panel">
      <h2 id="skills-match" className="text-lg font-semibold text-ink-900">
        {match.candidateSkillCount === 0 ? text.skillsHow : matchLine(match.matched.length, of, text)}
      </h2>
      {match.candidateSkillCount === 0 ? (
        <p className="mt-2 text-sm text-ink-700">
          {fill(of === 1 ? text.skillsNoneOne : text.skillsNoneMany, { count: of })}{" "}
          <Link href={PROFILE_SKILLS_HREF} className={quietLink}>
            {text.addSkillsToMatch}
          </Link>
          .
        </p>
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <SkillColumn
            side="have"
            text={text}
            skills={match.matched.map((skill, i) => ({ skill, why: matchedBecause(skill, match.matchedAs[i] ?? skill, text) }))}
          />
          <SkillColumn side="missing" text={text} skills={match.missing.map((skill) => ({ skill, why: text.askedNotListed }))} />
        </div>
      )}
      <p className="mt-5 text-xs leading-relaxed text-ink-500">
        {withSkillNames(text.compared, SAME_SKILL_EXAMPLES)}{" "}
        {match.candidateSkillCount > 0 ? (
          <Link href={PROFILE_SKILLS_HREF} className={quietLink}>
            {text.editSkills}
          </Link>
        ) : null}
      </p>
    </section>
  );
}

/** The panel's two sides: the job's skills the candidate has, and those it does not list. */
const SIDES = {
  have: {
    heading: "inYourSkills",
    label: "skillsYouHave",
    none: "noneOnList",
    headingClassName: "text-emerald-800",
    icon: "checkCircle",
    iconClassName: "text-emerald-600",
  },
  missing: {
    heading: "notInYourSkills",
    label: "skillsNotListed",
    none: "everySkill",
    headingClassName: "text-ink-800",
    icon: "circle",
    iconClassName: "text-ink-300",
  },
} as const;

/** One side of the panel: its heading, then each skill with its mark and why it stands there, or a line when there is none. */
function SkillColumn({ side, text, skills }: { side: keyof typeof SIDES; text: PanelWords; skills: { skill: string; why: string }[] }) {
  const words = SIDES[side];
  return (
    <div>
      <h3 className={cx("text-sm font-semibold", words.headingClassName)}>{fill(text[words.heading], { count: skills.length })}</h3>
      {skills.length ? (
        <ul className="mt-2 space-y-2" aria-label={text[words.label]}>
          {skills.map(({ skill, why }) => (
            <li key={skill} className="flex items-start gap-2 text-sm">
              <Icon name={words.icon} className={cx("mt-0.5 size-4 shrink-0", words.iconClassName)} />
              <span>
                <span translate="no" className="font-medium text-ink-900">
                  {skill}
                </span>
                <span className="block text-xs text-ink-600">{why}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-600">{text[words.none]}</p>
      )}
    </div>
  );
}

function matchedBecause(skill: string, yours: string, text: Pick<PanelWords, "onProfile" | "onProfileAs">): string {
  return yours === skill ? text.onProfile : fill(text.onProfileAs, { yours });
}

/** A message with skills in its {slots}, each marked as the candidates' spelling (translate="no"), not the interface's words. */
function withSkillNames(message: string, skills: Record<string, string>): ReactNode[] {
  return message.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && name in skills ? (
      <span key={i} translate="no">
        {skills[name]}
      </span>
    ) : (
      part
    );
  });
}
