// The local video store: files under one folder (config.videoDir), laid out as they always were
// (see ../store.ts). Every write lands in the private temp folder `<videoDir>/.tmp` first and is
// moved into place with one rename, so a reader never sees a partial file or folder; temp
// leftovers of a killed worker are swept by sweepTempDirs.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { resolveStored } from '../store';
import { contentTypeOf } from './content-type';
import { checkRel, StoredFileNotFoundError, type ByteRange, type LocalFile, type StoredFileInfo, type UploadOptions, type VideoStorage } from './types';

const TEMP = '.tmp';

export class LocalVideoStorage implements VideoStorage {
  readonly kind = 'local' as const;

  constructor(readonly videoDir: string) {}

  /** The absolute path of a stored file (for callers that must hand a path to another program). */
  pathOf(rel: string): string {
    return resolveStored(this.videoDir, checkRel(rel));
  }

  async uploadFolder(localDir: string, relDir: string, options: UploadOptions = {}): Promise<string[]> {
    const dest = this.pathOf(relDir);
    const files = await listFiles(localDir);
    if (files.length === 0) throw new Error(`${localDir} holds no files to store`);
    if (fs.existsSync(dest)) throw new Error(`${relDir} already exists in the video store`);
    await fsp.mkdir(path.dirname(dest), { recursive: true });
    if (options.move) {
      try {
        await fsp.rename(localDir, dest);
        return files;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      }
    }
    // Another filesystem, or the caller keeps its folder: copy into the temp area, then one rename.
    const staging = await this.stagingPath('upload');
    try {
      await fsp.cp(localDir, staging, { recursive: true });
      await fsp.rename(staging, dest);
    } catch (err) {
      await fsp.rm(staging, { recursive: true, force: true });
      throw err;
    }
    if (options.move) await fsp.rm(localDir, { recursive: true, force: true });
    return files;
  }

  async downloadFolder(relDir: string, localDir: string): Promise<string[]> {
    const src = this.pathOf(relDir);
    const st = await fsp.stat(src).catch(() => null);
    if (!st?.isDirectory()) throw new StoredFileNotFoundError(relDir);
    const files = await listFiles(src);
    if (files.length === 0) throw new StoredFileNotFoundError(relDir);
    for (const file of files) await this.downloadFile(`${relDir}/${file}`, path.join(localDir, ...file.split('/')));
    return files;
  }

  async downloadFile(rel: string, localPath: string): Promise<void> {
    const src = await this.open(rel);
    await writeBeside(localPath, src.createReadStream());
  }

  async putFile(rel: string, body: Uint8Array | string | LocalFile): Promise<void> {
    const dest = this.pathOf(rel);
    const staging = await this.stagingPath('put');
    try {
      if (typeof body === 'string' || body instanceof Uint8Array) await fsp.writeFile(staging, body);
      else await fsp.copyFile(body.localPath, staging);
      await fsp.mkdir(path.dirname(dest), { recursive: true });
      await fsp.rename(staging, dest);
    } catch (err) {
      await fsp.rm(staging, { force: true });
      throw err;
    }
  }

  async getFile(rel: string): Promise<Buffer> {
    const fh = await this.open(rel);
    try {
      return await fh.readFile();
    } finally {
      await fh.close();
    }
  }

  async stat(rel: string): Promise<StoredFileInfo | null> {
    const st = await fsp.stat(this.pathOf(rel)).catch(() => null);
    if (!st?.isFile()) return null;
    return {
      bytes: st.size,
      lastModified: new Date(Math.floor(st.mtimeMs / 1000) * 1000),
      etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}-${st.ino.toString(16)}"`,
      contentType: contentTypeOf(rel),
    };
  }

  async read(rel: string, range?: ByteRange): Promise<Readable> {
    const fh = await this.open(rel);
    return fh.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async removeFolder(relDir: string): Promise<void> {
    const dir = this.pathOf(relDir);
    // Out of sight with one rename first, so no reader sees a half-deleted folder.
    const trash = await this.stagingPath('remove');
    try {
      await fsp.rename(dir, trash);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    await fsp.rm(trash, { recursive: true, force: true });
  }

  async signedUrl(): Promise<null> {
    return null;
  }

  async close(): Promise<void> {}

  /** Opens a stored regular file, or throws StoredFileNotFoundError. */
  private async open(rel: string): Promise<fsp.FileHandle> {
    const abs = this.pathOf(rel);
    let fh: fsp.FileHandle;
    try {
      fh = await fsp.open(abs, 'r');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') throw new StoredFileNotFoundError(rel);
      throw err;
    }
    if (!(await fh.stat()).isFile()) {
      await fh.close();
      throw new StoredFileNotFoundError(rel);
    }
    return fh;
  }

  /** A fresh name in the store's temp folder (same filesystem as the store, so renames out of it are atomic). */
  private async stagingPath(what: string): Promise<string> {
    const root = path.join(this.videoDir, TEMP);
    await fsp.mkdir(root, { recursive: true });
    return path.join(root, `${what}-${process.pid}-${crypto.randomBytes(6).toString('hex')}`);
  }
}

/** Every regular file under `dir`, as sorted `/`-separated relative paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (abs: string, rel: string) => {
    for (const entry of await fsp.readdir(abs, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(abs, entry.name), childRel);
      else if (entry.isFile()) out.push(childRel);
    }
  };
  await walk(dir, '');
  return out.sort();
}

/** Writes a stream to `target` through a sibling temp file and one rename. */
export async function writeBeside(target: string, body: Readable): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const partial = path.join(path.dirname(target), `.partial-${process.pid}-${crypto.randomBytes(4).toString('hex')}-${path.basename(target)}`);
  try {
    await pipeline(body, fs.createWriteStream(partial));
    await fsp.rename(partial, target);
  } catch (err) {
    body.destroy();
    await fsp.rm(partial, { force: true });
    throw err;
  }
}
