// GET /api/jobs/getjob?id= – one job (by id or short id) and its applicant count
import { z } from "zod";
import { route } from "@/lib/http/route";
import { readJob } from "@/lib/jobs/get-job";
import { ZJobRef } from "@/lib/jobs/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "optional", query: z.object({ id: z.string().default("").pipe(ZJobRef) }) }, ({ candidate, query }) =>
  readJob({ ref: query.id, candidateId: candidate?.id }),
);
