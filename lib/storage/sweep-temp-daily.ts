// "storage.sweep-temp": daily, the temp files of uploads whose process died (each server and
// worker also sweeps its own machine when it starts).
import { logger } from "@/lib/log";
import { sweepStorageTempFiles } from "./index";

export async function sweepTempFilesDaily(): Promise<void> {
  const removed = await sweepStorageTempFiles();
  if (removed > 0) logger().info({ removed }, "temp files of interrupted uploads removed");
}
