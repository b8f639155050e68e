/**
 * Who may read a file, and the file's bytes for them: its uploader; a participant of the application whose form
 * shows it to them (applicant, anyone who holds or held a task on it, CC recipients: the matters area decides);
 * and whoever the area holding it lets read it (feedback's attachments, for the feedback inbox's administrators).
 * Holding some permit is not enough. To anyone else a file answers exactly as a missing one.
 */
import type { Readable } from 'node:stream';
import { fileRefsIn } from '../../../../contract/forms/file-refs';
import { MINI_PROGRAM_DOWNLOAD_MAX } from '../../../../contract/rules/downloads';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { areaHooks } from '../area-hooks';
import type { SessionUser } from '../org/org.service';
import { checkDownloadLink, signDownloadLink, type DownloadLink } from './download-link';
import * as q from './files.queries';
import type { FileStorage } from './storage';
import { thumbnailOf } from './thumbnails';

type FileRow = NonNullable<Awaited<ReturnType<typeof q.fileById>>>;

/** What a download sends: the name and type it is sent under, and where its bytes are stored. */
export interface FileContent {
  name: string;
  mime: string;
  storedName: string;
}

const notFound = () => new DomainError('files.notFound');

/** Whether the application's form, as this participant sees it, holds the file. Not a participant: no. */
async function shownInApplication(db: DbOrTx, user: SessionUser, lang: Lang, instId: string, fileId: string): Promise<boolean> {
  try {
    const detail = await areaHooks().fileHolders.applicationView(db, user, lang, instId);
    return fileRefsIn(detail.form.schema, detail.values).some((ref) => ref.id === fileId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'matters.notFound') return false;
    throw error;
  }
}

/** The file's record when the caller may read it (through the application `instId`, for a participant). */
export async function readableFile(db: DbOrTx, user: SessionUser, lang: Lang, input: { fileId: string; instId?: string }): Promise<FileRow> {
  const file = await q.fileById(db, input.fileId);
  if (!file) throw notFound();
  if (file.uploader_uid === user.uid) return file;
  if (input.instId && (await shownInApplication(db, user, lang, input.instId, file.id))) return file;
  for (const readers of areaHooks().fileReaders) if ((await readers(db, user.uid, [file.id])).has(file.id)) return file;
  throw notFound();
}

/** A picture uploaded for everyone (category public); any other file is missing. */
export async function publicFile(db: DbOrTx, fileId: string): Promise<FileRow> {
  const file = await q.fileById(db, fileId);
  if (file?.category !== 'public') throw notFound();
  return file;
}

/** A readable file's content, or its thumbnail's; a record without content (demo data) or without a thumbnail is missing. */
export function fileContent(file: FileRow, thumb = false): FileContent {
  const thumbnail = thumb ? thumbnailOf(file) : undefined;
  const storedName = thumb ? thumbnail && file.thumb_stored_name : file.stored_name;
  if (!storedName) throw notFound();
  return thumbnail ? { ...thumbnail, storedName } : { name: file.name, mime: file.mime, storedName };
}

/** The content's bytes; removed from the storage, the file is missing. */
export async function openContent(storage: FileStorage, content: FileContent): Promise<{ stream: Readable; size: number }> {
  const stored = await storage.open(content.storedName);
  if (!stored) throw notFound();
  return stored;
}

/** getDownloadFile is the mini-program's call (H5 follows links): it refuses what the mini-program cannot download. */
export function refuseOverMiniProgramLimit(file: FileRow): void {
  if (file.size > MINI_PROGRAM_DOWNLOAD_MAX) throw new DomainError('files.tooLargeForMiniProgram');
}

// ── delegated addresses ─────────────────────────────────────────────────────────

/** The signed parameters of a delegated address for a file the caller may read, good until the end of the campus day. */
export async function delegatedLink(storage: FileStorage, file: FileRow, now: Date): Promise<DownloadLink> {
  return signDownloadLink(await storage.signingKey(), file.id, now);
}

/** The file a delegated address names, when its signature holds and its day is today. */
export async function delegatedFile(db: DbOrTx, storage: FileStorage, link: DownloadLink, now: Date): Promise<FileRow> {
  const verdict = checkDownloadLink(await storage.signingKey(), link, now);
  if (verdict !== 'ok') throw new DomainError(verdict === 'expired' ? 'files.linkExpired' : 'files.linkInvalid');
  const file = await q.fileById(db, link.file);
  if (!file) throw notFound();
  return file;
}
