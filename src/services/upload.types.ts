/**
 * Uploads (the `upload` call, spec §7 and §5 "accepted only with state SUCCESS"): one file as multipart field
 * `upfile`, the call's parameters in the query, progress as it goes. Both targets answer the same way.
 */
import type { PayloadOf, ResultOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import { ErrorCode } from '@contract/envelope';
import { isUploadAccepted } from '@contract/rules/validation';
import { callAddress } from './call-address';
import { RequestError } from './request';

export type UploadQuery = PayloadOf<Calls['upload']>;
export type UploadResult = ResultOf<Calls['upload']>;

/** A file the user picked: H5 holds the File, the mini-program a temporary path. */
export interface UploadSource {
  name: string;
  size: number;
  source: Blob | string;
}

export interface UploadTask {
  done: Promise<UploadResult>;
  abort(): void;
}

export interface UploadOptions {
  /** Whole percent sent so far. */
  onProgress?(percent: number): void;
  /** The reader's language tag, so a refusal comes back in it. */
  language: string;
  /** What to say when the server cannot be reached (spec §8 network text, in the reader's language). */
  networkText: string;
}

export const uploadUrl = (query: UploadQuery) => callAddress('upload', query);

/** The multipart field the server reads the file from. */
export const UPLOAD_FIELD = 'upfile';

/** The answer's file, or the reason it was refused: the envelope's message, else its state. */
export function readUploadAnswer(body: unknown, networkText: string): UploadResult {
  const answer = (typeof body === 'string' ? safeJson(body) : body) as { e?: unknown; m?: unknown; d?: UploadResult } | null;
  if (!answer || typeof answer.e !== 'number') throw new RequestError(ErrorCode.NETWORK, networkText);
  if (answer.e !== ErrorCode.OK) throw new RequestError(answer.e, typeof answer.m === 'string' ? answer.m : networkText);
  if (!answer.d || !isUploadAccepted(answer.d)) throw new RequestError(ErrorCode.NETWORK, String(answer.d?.state ?? networkText));
  return answer.d;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
