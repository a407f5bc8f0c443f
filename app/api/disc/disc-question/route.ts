// GET /api/disc/disc-question – the 24 blocks of the DISC test and the candidate's saved answers
import { getDiscQuestions } from "@/lib/disc/progress";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, ({ candidate }) => getDiscQuestions({ candidateId: candidate.id }));
