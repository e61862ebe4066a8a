import { createHash } from "node:crypto";
import type { Readable } from "node:stream";

export type StorageBody = AsyncIterable<Uint8Array> | Readable;

export interface PutResult {
  size: number;
  /** Hex sha256 of the bytes as stored. */
  sha256: string;
}

/**
 * Where uploaded originals live. Keys are ours (`tournaments/<id>/<uuid>`),
 * never a user's file name: "/"-separated segments of letters, digits, ".", "_", "-".
 * A prefix names a folder: `deletePrefix("tournaments/t1")` never touches `tournaments/t10/…`.
 */
export interface Storage {
  readonly driver: "local" | "s3";
  /** Streams `body` in; the object appears only once every byte is written. */
  put(key: string, body: StorageBody, options: { contentType: string }): Promise<PutResult>;
  /** Throws StorageNotFoundError when the key does not exist. */
  get(key: string): Promise<Readable>;
  /** For the worker; refuses objects over `maxBytes` (default 10 MB). */
  getBytes(key: string, maxBytes?: number): Promise<Buffer>;
  /** Succeeds when the key is already gone. */
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Keys under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file at "${key}".`);
    this.name = "StorageNotFoundError";
  }
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key)}.`);
    this.name = "StorageKeyError";
  }
}

export const DEFAULT_MAX_GET_BYTES = 10 * 1024 * 1024;

// A leading "." is refused so "." / ".." can never appear and the local
// driver's own ".tmp" folder can never be addressed.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function assertKey(key: string): string {
  if (typeof key !== "string" || key.length === 0 || key.length > 1024) throw new StorageKeyError(key);
  if (!key.split("/").every((segment) => SEGMENT.test(segment))) throw new StorageKeyError(key);
  return key;
}

/** "tournaments/t1" and "tournaments/t1/" both become "tournaments/t1/". */
export function folderPrefix(prefix: string): string {
  return `${assertKey(prefix.replace(/\/+$/, ""))}/`;
}

/**
 * Passes the body through while counting and hashing it, so size and sha256
 * come from the bytes actually written, without a second read.
 */
export function meter(body: StorageBody) {
  const hash = createHash("sha256");
  let size = 0;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for await (const chunk of body as AsyncIterable<unknown>) {
      if (!(chunk instanceof Uint8Array)) throw new TypeError("Storage bodies must yield bytes, not strings.");
      size += chunk.byteLength;
      hash.update(chunk);
      yield chunk;
    }
  }
  return {
    chunks: chunks(),
    result: (): PutResult => ({ size, sha256: hash.digest("hex") }),
  };
}

export async function readAll(stream: Readable, maxBytes: number, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > maxBytes) throw new Error(`Stored file "${key}" is larger than ${maxBytes} bytes.`);
    parts.push(chunk);
  }
  return Buffer.concat(parts, total);
}
