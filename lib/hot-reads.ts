// Every hot read (lib/db/hot-read.ts), by name: the reads every page makes, each a prepared
// statement with the Prisma query it stands in for. lib/hot-reads.integration.test.ts compares
// each with its reference; a new hot read is listed here (lib/one-way.test.ts checks it is).
import { sessionCandidateRead } from "@/lib/auth/current-candidate";
import { appliedJobCardsRead, jobByIdRead, jobByShortIdRead, jobCardsRead, jobDescriptionRead } from "@/lib/jobs/load-job-payloads";
import { bellRead } from "@/lib/notifications/list-notifications";
import { profileRead } from "@/lib/profile/get-profile";

export const hotReads = {
  sessionCandidate: sessionCandidateRead,
  profile: profileRead,
  bell: bellRead,
  jobCards: jobCardsRead,
  appliedJobCards: appliedJobCardsRead,
  jobById: jobByIdRead,
  jobByShortId: jobByShortIdRead,
  jobDescription: jobDescriptionRead,
};
