// "Reposted": a closed job never opens again, so an employer brings one back by publishing it anew.
// A job published under the title of a closed job of the same company (titles compared without
// case and extra spaces) is a repost and carries the first day that title was posted, so a listing
// posted again and again never reads as new.
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

type Client = Pick<ReturnType<typeof db>, "$queryRaw">;

/** How a title is compared for reposts, in the database's own terms (case and spacing aside). */
const sameTitle = (column: Prisma.Sql, title: string) =>
  Prisma.sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g')) = lower(regexp_replace(btrim(${title}), '\\s+', ' ', 'g'))`;

/**
 * The first day a title was posted by the company, when a closed job of it had that title (the
 * earliest of their own first days); null when the job is not a repost.
 */
export async function firstPostedDate(companyId: string, title: string, client: Client = db()): Promise<Date | null> {
  const [row] = await client.$queryRaw<{ first: Date | null }[]>(
    Prisma.sql`SELECT min(COALESCE("firstPostedAt", "createdAt")) AS first FROM jobs
      WHERE "companyId" = ${companyId}::uuid AND status = 'CLOSED' AND ${sameTitle(Prisma.sql`title`, title)}`,
  );
  return row?.first ?? null;
}
