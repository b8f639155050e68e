/**
 * Where uploaded bytes live: the local files folder (the default) or an S3-compatible bucket that servers on several
 * machines share. Both keep bytes under names the server makes (`YYYY/MM/<id>`, never anything the client sent),
 * written from a stream as it arrives and removed again when an upload fails, and read back as a stream.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What the content is, as far as its bytes tell: a known signature, and whether its start holds a NUL (text never does). */
export interface Sniffed {
  detected?: { ext: string; mime: string };
  binary: boolean;
}

/** How a redirected download must be answered, as the server would answer it itself. */
export interface DownloadHeaders {
  contentType: string;
  contentDisposition: string;
}

export interface FileStorage {
  /** Writes the stream under a new name and answers its size; nothing is left on failure. */
  write(storedName: string, source: Readable): Promise<number>;
  remove(storedName: string): Promise<void>;
  sniff(storedName: string): Promise<Sniffed>;
  /** The stored bytes as a stream, or null when they are not there. */
  open(storedName: string): Promise<{ stream: Readable; size: number } | null>;
  /** A short-lived address the client fetches the bytes from directly, when this storage hands such addresses out. */
  presignedUrl?(storedName: string, headers: DownloadHeaders): Promise<string>;
  /**
   * The key that signs delegated download addresses. It lives in the storage, so every server sharing the files (as
   * they must, to serve them) signs alike; the first to need it makes it.
   */
  signingKey(): Promise<Buffer>;
  close(): void;
}

/** A new file id: 128 random bits, so an id cannot be guessed. */
export const newFileId = (): string => randomBytes(16).toString('base64url');

export function storedNameFor(id: string, at: Date): string {
  return `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
}

/** Where the signing key is kept, beside the files. */
export const SIGNING_KEY_NAME = '.link-key';

/** How many leading bytes the text check reads. */
export const SNIFF_BYTES = 8192;

/** Makes the signing key once per storage, and again after a failure. */
export function memoKey(load: () => Promise<Buffer>): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
