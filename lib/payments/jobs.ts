// Background jobs of the payments domain.
import { z } from "zod";
import { defineJob } from "@/lib/queue/define-job";
import { reconcilePayments } from "./reconcile";
import { processWebhookEvent } from "./webhook";

export const paymentWebhookJob = defineJob({
  schema: z.object({ eventRowId: z.string().uuid() }),
  concurrency: 2,
  handle: async (data) => {
    await processWebhookEvent(data);
  },
});

export const paymentReconcileJob = defineJob({
  schema: z.object({}).passthrough(),
  cron: "*/5 * * * *",
  options: { retryLimit: 0 },
  handle: async () => {
    await reconcilePayments();
  },
});
