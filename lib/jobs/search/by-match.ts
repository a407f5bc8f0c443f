// The "best match" order of /discover: the search's own results (up to the result cap, in the
// default order) re-ordered by how many of each job's skills the candidate has, most first; ties
// keep the default order. Every page of a search ranks the same list the same way, so paging
// neither repeats nor skips a job, and the jobs a search can reach are the same in every order.
import { db } from "@/lib/db/client";
import { skillsMatchCount } from "../skills-match";

/** The candidate's skills, or none when signed out. */
export async function candidateSkills(candidateId: string | null | undefined): Promise<string[]> {
  if (!candidateId) return [];
  const row = await db().candidate.findUnique({ where: { id: candidateId }, select: { skills: true } });
  return row?.skills ?? [];
}

/** `jobIds` (in the default order), most matched skills first; the sort is stable. */
export async function orderByMatch(jobIds: string[], skills: string[]): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const rows = await db().job.findMany({ where: { id: { in: jobIds } }, select: { id: true, skills: true } });
  const matched = new Map(rows.map((row) => [row.id, skillsMatchCount(row.skills, skills).matched]));
  return jobIds
    .map((id, position) => ({ id, position, matched: matched.get(id) ?? 0 }))
    .sort((a, b) => b.matched - a.matched || a.position - b.position)
    .map((job) => job.id);
}
