// The dashboard's "Job hunting" toggle: whether employers see the candidate as open to work.
import { z } from "zod";
import { db } from "@/lib/db/client";

export const ZAvailability = z.object({ isOpenToWork: z.boolean({ error: "isOpenToWork must be true or false" }) });

export async function setAvailability(options: { candidateId: string; isOpenToWork: boolean }): Promise<{ isOpenToWork: boolean }> {
  return db().candidate.update({
    where: { id: options.candidateId },
    data: { isOpenToWork: options.isOpenToWork },
    select: { isOpenToWork: true },
  });
}
