// POST /api/users/upload-video – form id (the candidate's own id) and video (WebM or MP4): saves the profile video
import { route } from "@/lib/http/route";
import { profileVideoForm, uploadProfileVideo } from "@/lib/profile/save-profile-video";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", form: ({ candidate }) => profileVideoForm(candidate.id) }, ({ candidate, form }) =>
  uploadProfileVideo({ candidate, namedId: form.fields.id, stored: form.stored! }),
);
