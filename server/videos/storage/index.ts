// Picks the video store from configuration: `createVideoStorage(videoStorageSettings(config))`.
// The stores never read the environment themselves (see docs/storage.md).
import type { Config } from '../../config';
import { LocalVideoStorage } from './local';
import { S3VideoStorage, type S3StorageSettings } from './s3';
import type { VideoStorage } from './types';

export type LocalStorageSettings = { kind: 'local'; videoDir: string };
export type { S3StorageSettings };
export type VideoStorageSettings = LocalStorageSettings | S3StorageSettings;

type StorageConfig = Pick<
  Config,
  'videoDir' | 'VIDEO_STORE' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX'
>;

/** The store's settings from loaded configuration (loadConfig has already required the S3 ones). */
export function videoStorageSettings(config: StorageConfig): VideoStorageSettings {
  if (config.VIDEO_STORE === 'local') return { kind: 'local', videoDir: config.videoDir };
  const required = (name: 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'): string => {
    const value = config[name];
    if (!value) throw new Error(`${name}: required when VIDEO_STORE=s3`);
    return value;
  };
  return {
    kind: 's3',
    bucket: required('S3_BUCKET'),
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX ?? '',
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
  };
}

export function createVideoStorage(settings: VideoStorageSettings): VideoStorage {
  return settings.kind === 'local' ? new LocalVideoStorage(settings.videoDir) : new S3VideoStorage(settings);
}

export { LocalVideoStorage, S3VideoStorage };
export { sendStoredFile, type SendStoredFileOptions } from './http';
export * from './types';
