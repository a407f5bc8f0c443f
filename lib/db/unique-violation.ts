// The one check for "this row exists already" (PostgreSQL's unique violation, Prisma's P2002),
// optionally naming the column that clashed.
export function isUniqueViolation(error: unknown, field?: string): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  if (typeof e !== "object" || e === null || e.code !== "P2002") return false;
  return field === undefined || JSON.stringify(e.meta ?? "").includes(field);
}
