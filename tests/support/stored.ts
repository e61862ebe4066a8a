import { getStorage, StorageNotFoundError } from "~/utils/storage.server";

/** Whether the configured store still holds `key`. */
export async function isStored(key: string) {
  try {
    await getStorage().getBytes(key);
    return true;
  } catch (error) {
    if (error instanceof StorageNotFoundError) return false;
    throw error;
  }
}
