// POST /api/job-alerts/unsubscribe { id, token } – the link in a job-alert e-mail turns alerts off, no sign-in needed
import { route } from "@/lib/http/route";
import { ZUnsubscribe } from "@/lib/job-alerts/schema";
import { unsubscribeFromJobAlerts } from "@/lib/job-alerts/unsubscribe";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "public", body: ZUnsubscribe }, async ({ body }) => {
  await unsubscribeFromJobAlerts(body);
  return { jobAlerts: false, message: "Job alerts are off. We will not send you job alert e-mails any more." };
});
