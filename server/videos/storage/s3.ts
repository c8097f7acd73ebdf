// The S3-compatible video store (AWS S3, Cloudflare R2, GCS interoperability, MinIO): one object
// per file, keyed `<prefix><relative path>`. Only plain single-object calls are used (PUT, GET with
// Range, HEAD, list v2, single DELETE) so every S3-compatible service understands them; checksums
// are only sent where an operation requires one (the SDK's newer defaults trip R2, GCS and MinIO).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOf } from './content-type';
import { listFiles, writeBeside } from './local';
import {
  checkRel,
  eachLimit,
  StoredFileNotFoundError,
  type ByteRange,
  type LocalFile,
  type SignedUrlOptions,
  type StoredFileInfo,
  type UploadOptions,
  type VideoStorage,
} from './types';

export type S3StorageSettings = {
  kind: 's3';
  bucket: string;
  region: string;
  /** Origin of an S3-compatible API; unset means AWS S3. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Key prefix, `''` or ending in `/`. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Files moved at once by folder uploads, downloads and removals. */
const PARALLEL = 4;
export const SIGNED_URL_DEFAULT_SECONDS = 300;
export const SIGNED_URL_MAX_SECONDS = 3600;

export class S3VideoStorage implements VideoStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3StorageSettings) {
    this.bucket = settings.bucket;
    this.prefix = normalizePrefix(settings.prefix);
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
    });
  }

  async uploadFolder(localDir: string, relDir: string, options: UploadOptions = {}): Promise<string[]> {
    checkRel(relDir);
    const files = await listFiles(localDir);
    if (files.length === 0) throw new Error(`${localDir} holds no files to store`);
    if ((await this.keysUnder(relDir)).length > 0) throw new Error(`${relDir} already exists in the video store`);
    await eachLimit(files, PARALLEL, (file) => this.putFile(`${relDir}/${file}`, { localPath: path.join(localDir, ...file.split('/')) }));
    if (options.move) await fsp.rm(localDir, { recursive: true, force: true });
    return files;
  }

  async downloadFolder(relDir: string, localDir: string): Promise<string[]> {
    const base = this.key(relDir) + '/';
    const files = (await this.keysUnder(relDir)).map((k) => k.slice(base.length)).sort();
    if (files.length === 0) throw new StoredFileNotFoundError(relDir);
    await fsp.mkdir(localDir, { recursive: true });
    await eachLimit(files, PARALLEL, (file) => this.downloadFile(`${relDir}/${file}`, localTarget(localDir, file)));
    return files;
  }

  async downloadFile(rel: string, localPath: string): Promise<void> {
    await writeBeside(localPath, await this.read(rel));
  }

  async putFile(rel: string, body: Uint8Array | string | LocalFile): Promise<void> {
    const Key = this.key(rel);
    const ContentType = contentTypeOf(rel);
    if (typeof body === 'string' || body instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, ContentType, Body: body }));
      return;
    }
    const { size } = await fsp.stat(body.localPath);
    const stream = fs.createReadStream(body.localPath);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, ContentType, ContentLength: size, Body: stream }));
    } finally {
      stream.destroy();
    }
  }

  async getFile(rel: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.read(rel)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stat(rel: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(rel) }));
      return {
        bytes: head.ContentLength ?? 0,
        lastModified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
        contentType: contentTypeOf(rel),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(rel: string, range?: ByteRange): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(rel), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(out.Body instanceof Readable)) throw new Error(`No body for ${rel}`);
      return out.Body;
    } catch (err) {
      if (isNotFound(err)) throw new StoredFileNotFoundError(rel);
      throw err;
    }
  }

  async removeFolder(relDir: string): Promise<void> {
    // One DELETE per object: multi-object delete is missing from GCS's S3 interoperability.
    const keys = await this.keysUnder(relDir);
    await eachLimit(keys, PARALLEL * 2, async (Key) => {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    });
  }

  async signedUrl(rel: string, options: SignedUrlOptions = {}): Promise<string> {
    const seconds = Math.round(options.expiresInSeconds ?? SIGNED_URL_DEFAULT_SECONDS);
    if (!(seconds >= 1 && seconds <= SIGNED_URL_MAX_SECONDS)) throw new RangeError(`A signed URL lives 1 to ${SIGNED_URL_MAX_SECONDS} seconds, not ${seconds}`);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.key(rel),
      ResponseContentType: contentTypeOf(rel),
      ResponseContentDisposition: options.downloadName ? attachment(options.downloadName) : undefined,
    });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private key(rel: string): string {
    return this.prefix + checkRel(rel);
  }

  /** Keys of every object under `relDir/` (a recap folder holds tens, so pages of 1000 are plenty). */
  private async keysUnder(relDir: string): Promise<string[]> {
    const Prefix = this.key(relDir) + '/';
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }
}

/** `recaps`, `/recaps/` → `recaps/`; empty stays empty. */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed ? checkRel(trimmed) + '/' : '';
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e || e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** A stored name under localDir; refuses keys that would land outside it. */
function localTarget(localDir: string, file: string): string {
  return path.join(localDir, ...checkRel(file).split('/'));
}

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())}`;
}
