// POST /api/users/availability – sets the Job hunting toggle (isOpenToWork)
import { route } from "@/lib/http/route";
import { setAvailability, ZAvailability } from "@/lib/users/set-availability";

export const POST = route({ auth: "candidate", body: ZAvailability }, ({ candidate, body }) =>
  setAvailability({ candidateId: candidate.id, isOpenToWork: body.isOpenToWork }),
);
