import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import {
  DEFAULT_MAX_GET_BYTES,
  StorageNotFoundError,
  assertKey,
  folderPrefix,
  meter,
  readAll,
  type Storage,
} from "./common.server";

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  /** For S3-compatible services (MinIO, R2, …); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Falls back to the SDK's default chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// S3 needs every part but the last to be at least 5 MiB, and lib-storage holds a
// part in memory while it is sent: at most PART_SIZE × QUEUE_SIZE per upload.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

export function createS3Storage(options: S3StorageOptions): Storage {
  const bucket = options.bucket;
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // The newer SDK default adds CRC checksums that many S3-compatible servers reject.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  // Version 1 listing, paged by the last key seen: S3 and every compatible server
  // support it, while s3rver's v2 continuation tokens need DES, which Node's
  // OpenSSL 3 no longer ships.
  async function* listKeys(prefix: string) {
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: folderPrefix(prefix), Marker: marker }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      yield* keys;
      if (!page.IsTruncated || keys.length === 0) return;
      marker = keys[keys.length - 1];
    }
  }

  const storage: Storage = {
    driver: "s3",

    async put(key, body, { contentType }) {
      assertKey(key);
      const metered = meter(body);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: Readable.from(metered.chunks), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // Aborted below instead, so a server that cannot abort (or a failed abort)
        // does not hide the error that stopped the upload.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        if (upload.uploadId) {
          // Best effort; the bucket's lifecycle rule for incomplete uploads covers the rest.
          await client
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: upload.uploadId }))
            .catch(() => {});
        }
        throw error;
      }
      return metered.result();
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error("S3 returned no readable body.");
        return object.Body;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async getBytes(key, maxBytes = DEFAULT_MAX_GET_BYTES) {
      return readAll(await storage.get(key), maxBytes, key);
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertKey(key) }));
    },

    async deletePrefix(prefix) {
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        batch = [];
        if (result.Errors?.length) {
          const first = result.Errors[0];
          throw new Error(`Could not delete ${result.Errors.length} stored file(s), e.g. "${first.Key}": ${first.Message}`);
        }
      };
      // Each page starts after the last key seen, so deleting between pages is safe.
      for await (const key of listKeys(prefix)) {
        batch.push(key);
        if (batch.length === 1000) await flush();
      }
      await flush();
    },

    async list(prefix) {
      const keys: string[] = [];
      for await (const key of listKeys(prefix)) keys.push(key);
      return keys.sort();
    },
  };
  return storage;
}
