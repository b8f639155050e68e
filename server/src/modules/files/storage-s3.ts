/**
 * An S3-compatible bucket: uploads stream in (in parts once they pass the first part's size, the parts dropped if the
 * upload fails), content is sniffed through range requests (only the bytes the sniffer asks for are fetched), and
 * downloads stream back through this server or, with FILES_S3_PRESIGN_SECONDS, from an address signed for a moment.
 */
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FilesS3Config } from '../../config';
import { type FileStorage, memoKey, SIGNING_KEY_NAME, SNIFF_BYTES, type Sniffed } from './storage';

/** The store says the object is not there (GET answers NoSuchKey, HEAD a bare 404). */
const missing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Counts the bytes passing through. */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

export function s3Storage(config: FilesS3Config): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.pathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the API requires them: many S3-compatible stores refuse the newer streamed checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const remove = async (Key: string): Promise<void> => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  const get = async (Key: string, Range?: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key, Range }));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };

  return {
    async write(Key, source) {
      const counter = byteCounter();
      const piped = pipeline(source, counter);
      const upload = new Upload({ client, params: { Bucket, Key, Body: counter }, leavePartsOnError: false });
      try {
        await upload.done();
        await piped;
      } catch (error) {
        counter.destroy();
        await piped.catch(() => undefined);
        await remove(Key).catch(() => undefined);
        // A failed source is the cause, whatever the store then answered to the upload being dropped.
        throw source.errored ?? error;
      }
      return counter.bytes;
    },
    remove,
    async sniff(Key): Promise<Sniffed> {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      const size = head.ContentLength ?? 0;
      if (size === 0) return { binary: false };
      // Both are ES modules only; a dynamic import loads them from this CommonJS code and in tests (one after the
      // other: jest's module loader fails two first imports sharing a dependency at once).
      const { fileTypeFromTokenizer } = await import('file-type');
      const range = await import('@tokenizer/range');
      const tokenizer = await range.tokenizer(
        {
          getHeadInfo: async () => ({ size, acceptPartialRequests: true }),
          async getResponse(_method, [first, last] = [0, size - 1]) {
            const part = await get(Key, `bytes=${first}-${last}`);
            if (!part?.Body) throw new Error(`stored object ${Key} went missing while it was read`);
            const body = part.Body;
            return {
              size,
              acceptPartialRequests: true,
              contentRange: { firstBytePosition: first, lastBytePosition: last, instanceLength: size },
              arrayBuffer: () => body.transformToByteArray(),
            };
          },
          abort() {},
        },
        { minimumChunkSize: 64 * 1024 },
      );
      const start = new Uint8Array(Math.min(SNIFF_BYTES, size));
      await tokenizer.peekBuffer(start);
      const detected = await fileTypeFromTokenizer(tokenizer);
      return { detected: detected && { ext: detected.ext, mime: detected.mime }, binary: start.includes(0) };
    },
    async open(Key) {
      const object = await get(Key);
      if (!object?.Body) return null;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    ...(config.presignSeconds !== undefined && {
      presignedUrl: (Key: string, headers: { contentType: string; contentDisposition: string }) =>
        getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket,
            Key,
            ResponseContentType: headers.contentType,
            ResponseContentDisposition: headers.contentDisposition,
            ResponseCacheControl: 'private, no-cache',
          }),
          { expiresIn: config.presignSeconds },
        ),
    }),
    signingKey: memoKey(async () => {
      const stored = await get(SIGNING_KEY_NAME);
      if (stored?.Body) return Buffer.from(await stored.Body.transformToByteArray());
      // Written only if still absent (stores that ignore the condition let the last writer win, once, at first start).
      await client.send(new PutObjectCommand({ Bucket, Key: SIGNING_KEY_NAME, Body: randomBytes(32), IfNoneMatch: '*' })).catch((error: unknown) => {
        if (!(error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412)) throw error;
      });
      const made = await get(SIGNING_KEY_NAME);
      if (!made?.Body) throw new Error('the signing key could not be stored in the files bucket');
      return Buffer.from(await made.Body.transformToByteArray());
    }),
    close() {
      client.destroy();
    },
  };
}
