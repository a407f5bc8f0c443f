// Interests are job titles picked from the industry list (spec section 5). A title is stored in
// the list's spelling; a new one that is not on the list is refused, while one saved before the
// rule (or before the list changed) is kept so an unrelated edit never fails on it.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

export const notListedMessage = (typed: string) => `"${typed}" is not a job title on our list: pick one of the suggestions.`;

export async function listedInterests(wanted: string[], saved: readonly string[] = []): Promise<string[]> {
  if (wanted.length === 0) return [];
  const industries = await db().industry.findMany({ select: { jobTitles: true } });
  const known = new Map<string, string>();
  for (const { jobTitles } of industries) for (const title of jobTitles) known.set(title.toLowerCase(), title);
  const kept = new Set(saved.map((s) => s.toLowerCase()));
  return wanted.map((interest) => {
    const title = known.get(interest.toLowerCase());
    if (title) return title;
    if (kept.has(interest.toLowerCase())) return interest;
    throw new AppError("INVALID_INPUT", notListedMessage(interest), { field: "interest" });
  });
}

export async function savedInterests(candidateId: string): Promise<string[]> {
  const row = await db().candidate.findUnique({ where: { id: candidateId }, select: { interests: true } });
  return row?.interests ?? [];
}
