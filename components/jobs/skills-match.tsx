// How the candidate's skills meet a job's: a line on each card and a panel on the job page, each
// with its reasons (which skills, and how they were compared), never a bare score.
import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { PROFILE_SKILLS_HREF } from "@/components/profile/links";
import type { JobCardPayload, JobSkillsMatch } from "@/lib/jobs/job-payload";

export function matchLine(matched: number, of: number): string {
  return `You match ${matched} of ${of} ${of === 1 ? "skill" : "skills"}`;
}

const quietLink = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** A card's line: "You match 3 of 5 skills", or a way to add skills; nothing when signed out or the job lists none. */
export function SkillsMatchLine({ job }: { job: JobCardPayload }) {
  if (job.matchCount === undefined) return null;
  if (job.matchCount === null) {
    return (
      <p className="mt-3 text-xs text-ink-600" data-testid="skills-match">
        <Link href={PROFILE_SKILLS_HREF} className={quietLink}>
          Add your skills to see how you match
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-ink-800" data-testid="skills-match">
      <Icon name="target" className="size-4 shrink-0 text-brand-600" />
      {matchLine(job.matchCount, job.About_Job.Skills_Count)}
    </p>
  );
}

/** The job page's panel: which of the job's skills the candidate has (and as what they wrote it), and which not. */
export function SkillsMatchPanel({ match }: { match: JobSkillsMatch }) {
  const of = match.matched.length + match.missing.length;
  return (
    <section aria-labelledby="skills-match" className="rounded-3xl border border-ink-200/80 bg-white p-6 shadow-card sm:p-8" data-testid="skills-match-panel">
      <h2 id="skills-match" className="text-lg font-semibold text-ink-900">
        {match.candidateSkillCount === 0 ? "How your skills match" : matchLine(match.matched.length, of)}
      </h2>
      {match.candidateSkillCount === 0 ? (
        <p className="mt-2 text-sm text-ink-700">
          This job lists {of} {of === 1 ? "skill" : "skills"} and your profile has none yet.{" "}
          <Link href={PROFILE_SKILLS_HREF} className={quietLink}>
            Add your skills to see how you match
          </Link>
          .
        </p>
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-emerald-800">In your skills ({match.matched.length})</h3>
            {match.matched.length ? (
              <ul className="mt-2 space-y-2" aria-label="Skills you have">
                {match.matched.map((skill, i) => (
                  <li key={skill} className="flex items-start gap-2 text-sm">
                    <Icon name="checkCircle" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    <span>
                      <span className="font-medium text-ink-900">{skill}</span>
                      <span className="block text-xs text-ink-600">{matchedBecause(skill, match.matchedAs[i] ?? skill)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-ink-600">None of the job&apos;s skills are on your list yet.</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold text-ink-800">Not in your skills ({match.missing.length})</h3>
            {match.missing.length ? (
              <ul className="mt-2 space-y-2" aria-label="Skills you have not listed">
                {match.missing.map((skill) => (
                  <li key={skill} className="flex items-start gap-2 text-sm">
                    <Icon name="circle" className="mt-0.5 size-4 shrink-0 text-ink-300" />
                    <span>
                      <span className="font-medium text-ink-900">{skill}</span>
                      <span className="block text-xs text-ink-600">The job asks for it; your profile does not list it.</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-ink-600">You list every skill this job asks for.</p>
            )}
          </div>
        </div>
      )}
      <p className="mt-5 text-xs leading-relaxed text-ink-500">
        Skills are compared by their letters and digits, ignoring case, spaces and dots: &ldquo;Node.js&rdquo;, &ldquo;nodejs&rdquo; and
        &ldquo;Node JS&rdquo; count as one, and so do &ldquo;React&rdquo; and &ldquo;React.js&rdquo;.{" "}
        {match.candidateSkillCount > 0 ? (
          <Link href={PROFILE_SKILLS_HREF} className={quietLink}>
            Edit your skills
          </Link>
        ) : null}
      </p>
    </section>
  );
}

function matchedBecause(skill: string, yours: string): string {
  return yours === skill ? "On your profile." : `On your profile as \u201c${yours}\u201d.`;
}
