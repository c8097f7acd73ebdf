// A real S3-compatible server for tests: s3rver on 127.0.0.1 (random port, its own temp
// directory), with an S3 video store pointed at a fresh bucket on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { createVideoStorage, type S3StorageSettings, type S3VideoStorage } from '../../server/videos/storage';

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export type TestS3 = {
  /** The store's settings (what videoStorageSettings would give for this server). */
  settings: S3StorageSettings;
  storage: S3VideoStorage;
  /** Closes the store, stops the server and deletes its directory. */
  close(): Promise<void>;
};

export async function startS3rverStorage(opts: { bucket?: string; prefix?: string } = {}): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-s3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await s3rver.run();
  const settings: S3StorageSettings = {
    kind: 's3',
    bucket: opts.bucket ?? 'recaps-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    prefix: opts.prefix ?? '',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const storage = createVideoStorage(settings) as S3VideoStorage;
  await storage.client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return {
    settings,
    storage,
    async close() {
      await storage.close();
      await s3rver.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
