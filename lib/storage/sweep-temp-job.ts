// "storage.sweep-temp": daily, the temp files of uploads whose process died (each server and
// worker also sweeps its own machine when it starts).
import { z } from "zod";
import { logger } from "@/lib/log";
import { defineJob } from "@/lib/queue/define-job";
import { sweepStorageTempFiles } from "./index";

export const sweepTempJob = defineJob({
  schema: z.object({}).passthrough(),
  cron: "45 2 * * *",
  async handle() {
    const removed = await sweepStorageTempFiles();
    if (removed > 0) logger().info({ removed }, "temp files of interrupted uploads removed");
  },
});
