import type { ServerConfig } from '../../config';
import type { FileStorage } from './storage';
import { localStorage } from './storage-local';
import { s3Storage } from './storage-s3';

/** The bucket when FILES_S3_ENDPOINT names one, else the files folder. */
export function createStorage(config: Pick<ServerConfig, 'filesDir' | 'filesS3'>): FileStorage {
  return config.filesS3 ? s3Storage(config.filesS3) : localStorage(config.filesDir);
}
