/**
 * An S3-compatible server in the test process (@20minutes/s3rver, objects in a temporary folder), so the bucket
 * storage is tested against the S3 API over HTTP rather than a mock of the SDK. It takes its own fixed keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FilesS3Config } from '../../server/src/config';

export interface TestS3Server {
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ch-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A client for the bucket requests the tests make themselves (creating and listing buckets). */
function client(config: FilesS3Config): S3Client {
  const s3 = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // s3rver checks the signature of a bucket request against its path without the trailing slash the SDK sends.
  s3.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path) request.path = request.path.replace(/\/$/, '');
      return next(args);
    },
    { step: 'build' },
  );
  return s3;
}

/** A new empty bucket on the server, as a server's FILES_S3_* settings. */
export async function newBucket(endpoint: string, options: { presignSeconds?: number } = {}): Promise<FilesS3Config> {
  const config: FilesS3Config = {
    endpoint,
    bucket: `ch-test-${randomBytes(6).toString('hex')}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    pathStyle: true,
    presignSeconds: options.presignSeconds,
  };
  const s3 = client(config);
  try {
    await s3.send(new CreateBucketCommand({ Bucket: config.bucket }));
  } finally {
    s3.destroy();
  }
  return config;
}

/** Every object name in the bucket. */
export async function objectsIn(config: FilesS3Config): Promise<string[]> {
  const s3 = client(config);
  try {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }));
      names.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return names;
  } finally {
    s3.destroy();
  }
}
