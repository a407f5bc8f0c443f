// File storage: S3 when S3_BUCKET is set, otherwise local disk under $DATA_DIR/uploads.
import path from "node:path";
import { env } from "@/lib/env";
import { createDiskDriver, diskTempDir } from "./disk-driver";
import { createS3Driver, defaultSpoolDir, type S3Config } from "./s3-driver";
import { sweepTempFiles } from "./temp-files";
import type { StorageDriver } from "./types";

export {
  RangeNotSatisfiableError,
  StorageSizeMismatchError,
  type ByteRangeRequest,
  type GetOptions,
  type PutOptions,
  type SignedUrlOptions,
  type StorageDriver,
  type StoredFile,
} from "./types";
export { InvalidStorageKeyError, isValidKey } from "./keys";
export { s3ClientSettings, type S3Config } from "./s3-driver";
export { verifyFileSignature } from "./file-signature";
export { attachmentDisposition } from "./content-disposition";

/** The S3 store's settings when files go to S3, or null on the disk driver. */
export function s3StorageConfig(): S3Config | null {
  const e = env();
  // env.ts already insists the bucket and both keys come together.
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

let driver: StorageDriver | undefined;

export function storage(): StorageDriver {
  if (!driver) {
    const s3 = s3StorageConfig();
    driver = s3 ? createS3Driver(s3) : createDiskDriver(path.join(env().dataDir, "uploads"));
  }
  return driver;
}

/**
 * Removes temp files that killed or cut-off uploads left on this machine (both drivers' places:
 * a switch from disk to S3 may leave some behind); run at start-up and daily.
 */
export function sweepStorageTempFiles(): Promise<number> {
  return sweepTempFiles({ dirs: [diskTempDir(path.join(env().dataDir, "uploads")), defaultSpoolDir()] });
}

/** Tests that change the environment call this so the next storage() picks the driver again. */
export function resetStorageForTests(): void {
  driver = undefined;
}
