// The dashboard's "Job hunting" toggle: whether employers see the candidate as open to work.
import { z } from "zod";
import { db } from "@/lib/db/client";

const AVAILABILITY_MESSAGE = "isOpenToWork must be true or false";
export const ZAvailability = z.object({ isOpenToWork: z.boolean({ error: AVAILABILITY_MESSAGE }) }, { error: AVAILABILITY_MESSAGE });

export async function setAvailability(options: { candidateId: string; isOpenToWork: boolean }): Promise<{ isOpenToWork: boolean }> {
  return db().candidate.update({
    where: { id: options.candidateId },
    data: { isOpenToWork: options.isOpenToWork },
    select: { isOpenToWork: true },
  });
}
