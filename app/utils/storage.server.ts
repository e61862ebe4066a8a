import { env } from "./env.server";
import path from "node:path";
import type { Storage } from "./storage/common.server";
import { createLocalStorage } from "./storage/local.server";
import { createS3Storage } from "./storage/s3.server";

export {
  assertKey,
  StorageKeyError,
  StorageNotFoundError,
  type PutResult,
  type Storage,
  type StorageBody,
} from "./storage/common.server";
export { createLocalStorage } from "./storage/local.server";
export { createS3Storage, type S3StorageOptions } from "./storage/s3.server";

export type StorageEnv = Partial<
  Record<
    | "STORAGE"
    | "STORAGE_DIR"
    | "S3_ENDPOINT"
    | "S3_REGION"
    | "S3_BUCKET"
    | "S3_ACCESS_KEY_ID"
    | "S3_SECRET_ACCESS_KEY"
    | "S3_FORCE_PATH_STYLE",
    string | undefined
  >
>;

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function storageFromEnv(env: StorageEnv): Storage {
  const driver = blank(env.STORAGE) ?? "local";
  if (driver === "local") {
    return createLocalStorage(path.resolve(blank(env.STORAGE_DIR) ?? path.join(process.cwd(), ".data", "uploads")));
  }
  if (driver !== "s3") throw new Error(`STORAGE must be "local" or "s3", not "${driver}".`);

  const bucket = blank(env.S3_BUCKET);
  if (!bucket) throw new Error("STORAGE=s3 needs S3_BUCKET.");
  const accessKeyId = blank(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = blank(env.S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.");
  }
  const endpoint = blank(env.S3_ENDPOINT);
  const pathStyle = blank(env.S3_FORCE_PATH_STYLE)?.toLowerCase();
  return createS3Storage({
    bucket,
    endpoint,
    region: blank(env.S3_REGION),
    // MinIO and most self-hosted S3 servers only understand path-style URLs;
    // AWS itself prefers virtual-hosted ones.
    forcePathStyle: pathStyle === undefined ? Boolean(endpoint) : ["1", "true", "yes"].includes(pathStyle),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}

let cached: Storage | undefined;

/** The configured store, built once per process. */
export function getStorage(): Storage {
  cached ??= storageFromEnv(env());
  return cached;
}
