// "storage.sweep-temp": daily, the temp files of uploads whose process died (each server and
// worker also sweeps its own machine when it starts), and resumable uploads left for longer than
// a late answer may arrive in.
import { logger } from "@/lib/log";
import { sweepResumableUploads } from "./resumable";
import { sweepStorageTempFiles } from "@/lib/storage";

export async function sweepTempFilesDaily(): Promise<void> {
  const removed = await sweepStorageTempFiles();
  if (removed > 0) logger().info({ removed }, "temp files of interrupted uploads removed");
  const resumable = await sweepResumableUploads();
  if (resumable > 0) logger().info({ removed: resumable }, "resumable uploads left unused removed");
}
