// Best effort: a leftover file costs storage, never correctness.
import { logger } from "@/lib/log";
import { storage } from "./index";

export async function deleteQuietly(key: string | null | undefined): Promise<void> {
  if (!key) return;
  await storage()
    .delete(key)
    .catch((error: unknown) => logger().warn({ err: error, key }, "could not delete a stored file"));
}
