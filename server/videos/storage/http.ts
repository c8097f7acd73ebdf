// Sends one stored file as an HTTP answer, the same way for every store: the bytes are proxied as
// a stream (never buffered), with HEAD, single byte ranges (`bytes=a-b`, `bytes=a-`, `bytes=-n`:
// 206 with Content-Range; 416 when nothing of the file is asked for; anything malformed or a
// multi-range request gets the whole file, 200), conditional GETs (ETag / Last-Modified → 304;
// If-Range), the caller's Cache-Control and an optional download name. A file missing from the
// store (or a path outside it) answers 404, never 500; a failing store answers 502.
// Access checks stay with the caller: call this only after deciding the user may read `rel`.
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { InvalidStoredPathError, StoredFileNotFoundError, type ByteRange, type StoredFileInfo, type VideoStorage } from './types';

export type SendStoredFileOptions = {
  /** Sent with every successful answer, e.g. PRIVATE_CACHE (`private, no-cache`). */
  cacheControl: string;
  /** Adds `Content-Disposition: attachment` with this file name. */
  downloadName?: string;
  /** Overrides the type guessed from the extension. */
  contentType?: string;
  /** Told about store failures (answered 502), not about missing files or clients hanging up. */
  onError?: (err: unknown) => void;
};

export type RangeRequest = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/** Reads a Range header against a file of `size` bytes (RFC 9110 §14): one range or the whole file. */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const whole = { kind: 'whole' } as const;
  if (header === undefined) return whole;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return whole;
  const first = m[1] === '' ? null : Number(m[1]);
  const last = m[2] === '' ? null : Number(m[2]);
  if ((first !== null && !Number.isSafeInteger(first)) || (last !== null && !Number.isSafeInteger(last))) return whole;
  if (first === null) {
    // Suffix: the last `last` bytes.
    if (last === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - last!), end: size - 1 } };
  }
  if (last !== null && last < first) return whole;
  if (first >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start: first, end: Math.min(last ?? size - 1, size - 1) } };
}

export async function sendStoredFile(req: Request, res: Response, storage: VideoStorage, rel: string, options: SendStoredFileOptions): Promise<void> {
  let info: StoredFileInfo | null;
  try {
    info = await storage.stat(rel);
  } catch (err) {
    return failed(res, err, options);
  }
  if (!info) return notFound(res);

  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', info.etag);
  res.setHeader('Last-Modified', info.lastModified.toUTCString());
  if (notModified(req, info)) {
    res.status(304).end();
    return;
  }

  const asked = rangeApplies(req, info) ? parseRange(req.headers.range, info.bytes) : ({ kind: 'whole' } as const);
  if (asked.kind === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${info.bytes}`);
    res.end();
    return;
  }
  const range = asked.kind === 'range' ? asked.range : undefined;

  let body: Readable | null = null;
  if (req.method !== 'HEAD') {
    try {
      body = await storage.read(rel, range);
    } catch (err) {
      return failed(res, err, options);
    }
  }

  if (options.downloadName) res.attachment(options.downloadName);
  res.setHeader('Content-Type', options.contentType ?? info.contentType);
  if (range) {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.bytes}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.status(200).setHeader('Content-Length', String(info.bytes));
  }
  if (!body) {
    res.end();
    return;
  }
  try {
    await pipeline(body, res);
  } catch (err) {
    // A client that hangs up mid-video is normal; anything else after the headers went out can
    // only cut the answer short.
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && !res.destroyed) options.onError?.(err);
    body.destroy();
    res.destroy();
  }
}

/** Conditional GET: If-None-Match (weak comparison), else If-Modified-Since. */
function notModified(req: Request, info: StoredFileInfo): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch) {
    const tags = noneMatch.split(',').map((t) => t.trim());
    return tags.includes('*') || tags.some((t) => weak(t) === weak(info.etag));
  }
  const since = req.headers['if-modified-since'];
  if (since) {
    const t = Date.parse(since);
    return !Number.isNaN(t) && Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(t / 1000);
  }
  return false;
}

/** If-Range: the Range header counts only while the file is still the one the client has. */
function rangeApplies(req: Request, info: StoredFileInfo): boolean {
  const ifRange = req.get('If-Range');
  if (!req.headers.range || !ifRange) return true;
  if (ifRange.startsWith('"')) return ifRange === info.etag;
  if (ifRange.startsWith('W/')) return false;
  const t = Date.parse(ifRange);
  return !Number.isNaN(t) && Math.floor(t / 1000) === Math.floor(info.lastModified.getTime() / 1000);
}

const weak = (tag: string) => tag.replace(/^W\//, '');

function notFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send('Not found');
}

function failed(res: Response, err: unknown, options: SendStoredFileOptions): void {
  if (err instanceof StoredFileNotFoundError || err instanceof InvalidStoredPathError) return notFound(res);
  options.onError?.(err);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(502).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send('The video store is unavailable; try again shortly.');
}
