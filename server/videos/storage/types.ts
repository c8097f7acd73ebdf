// The video store's contract: where finished recaps (one folder per recap, see ../store.ts) and
// the files workers hand each other are kept. Two implementations: a local folder (the embedded
// default) and an S3-compatible bucket, for workers on machines that share no disk.
// Paths are always relative and `/`-separated (`12/2026/week-4-ab12cd/recap.mp4`), the same
// strings the videos table holds.
import type { Readable } from 'node:stream';

export type StoredFileInfo = {
  bytes: number;
  lastModified: Date;
  /** A quoted HTTP entity tag (`"…"`), stable while the file is unchanged. */
  etag: string;
  /** From the file's extension (what the HTTP helper sends). */
  contentType: string;
};

/** Inclusive byte offsets, already checked against the file's size (see http.ts). */
export type ByteRange = { start: number; end: number };

/** A file on this machine to store (streamed, never read whole). */
export type LocalFile = { localPath: string };

export type UploadOptions = {
  /** The caller no longer needs `localDir`: it is gone after success (the local store renames it in place when it can). */
  move?: boolean;
};

export type SignedUrlOptions = {
  /** Seconds the URL works; default 300, at most 3600. */
  expiresInSeconds?: number;
  /** Ask the browser to save the file under this name. */
  downloadName?: string;
};

export interface VideoStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores every file under `localDir` (recursively) as `relDir/<its relative path>`, each with its
   * content type. `relDir` must not exist yet (folders are never overwritten). Local: the folder
   * appears complete or not at all. S3: objects appear one by one; the caller's database row, written
   * after this resolves, is what makes the folder visible. Returns the stored paths, sorted.
   */
  uploadFolder(localDir: string, relDir: string, options?: UploadOptions): Promise<string[]>;
  /** Copies every file under `relDir` into `localDir` (created). Throws StoredFileNotFoundError when there is none. Returns the paths relative to `localDir`, sorted. */
  downloadFolder(relDir: string, localDir: string): Promise<string[]>;
  /** Copies one stored file to `localPath` (written beside it, then renamed: never seen partial). */
  downloadFile(rel: string, localPath: string): Promise<void>;
  /** Stores (or replaces) one file. */
  putFile(rel: string, body: Uint8Array | string | LocalFile): Promise<void>;
  /** Reads one small file whole (props.json and the like; stream anything large with `read`). */
  getFile(rel: string): Promise<Buffer>;
  /** Size, date and entity tag of a file; null when there is no such file. */
  stat(rel: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (or an inclusive range of them) as a stream. */
  read(rel: string, range?: ByteRange): Promise<Readable>;
  /** Deletes `relDir` and everything under it; nothing to delete is not an error. */
  removeFolder(relDir: string): Promise<void>;
  /** A short-lived URL anyone holding it can GET the file from (S3); null for the local store (serve it through the server). */
  signedUrl(rel: string, options?: SignedUrlOptions): Promise<string | null>;
  /** Releases connections (S3); the store is unusable afterwards. */
  close(): Promise<void>;
}

/** The file (or folder) is not in the store. The HTTP helper answers 404 for it. */
export class StoredFileNotFoundError extends Error {
  override name = 'StoredFileNotFoundError';
  constructor(readonly rel: string) {
    super(`${rel} is not in the video store`);
  }
}

/** A path that is not a plain relative path inside the store (`..`, absolute, empty segments). */
export class InvalidStoredPathError extends Error {
  override name = 'InvalidStoredPathError';
}

/** Checks a store path and returns it; refuses anything that could leave the store or the prefix. */
export function checkRel(rel: string): string {
  const parts = rel.split('/');
  if (rel === '' || parts.some((p) => p === '' || p === '.' || p === '..' || /[\\\0]/.test(p))) {
    throw new InvalidStoredPathError(`${JSON.stringify(rel)} is not a relative path inside the video store`);
  }
  return rel;
}

/** Runs `fn` over `items`, at most `limit` at a time; rejects with the first failure. */
export async function eachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
