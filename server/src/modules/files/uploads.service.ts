/**
 * Uploads (spec §7 upload): the limits that apply, a file streamed to storage and read back for what it really is
 * before it is kept, and fill less: the caller's files from earlier applications, to attach again.
 */
import type { Readable } from 'node:stream';
import type { ReusableFile } from '../../../../contract/calls/files';
import { fileExtension } from '../../../../contract/forms/field-rules';
import { attachmentField } from '../../../../contract/forms/file-refs';
import { formatFileSize } from '../../../../contract/forms/file-size';
import { allowedExtensions, contentVerdict, uploadLimit, type UploadCategory } from '../../../../contract/rules/uploads';
import { AdminRight } from '../../../../contract/rules/admin-rights';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { areaHooks } from '../area-hooks';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { safeFileName } from './file-name';
import * as q from './files.queries';
import { type FileStorage, newFileId, storedNameFor } from './storage';
import { storeThumbnail, type ThumbnailSize } from './thumbnails';

/** Where an upload is going: a category, and for a form attachment the service and its Attachment field. */
export interface UploadTarget {
  category: UploadCategory;
  appId?: number;
  field?: string;
}

export interface UploadRules {
  maxBytes: number;
  extensions: string[];
}

/** The size and type limits of an upload: the global cap, the category's, and the form field's own. */
export async function uploadRules(db: DbOrTx, globalMaxBytes: number, target: UploadTarget): Promise<UploadRules> {
  let field: ReturnType<typeof attachmentField>;
  if (target.field !== undefined) {
    const form = target.appId === undefined ? undefined : await areaHooks().currentForm(db, target.appId);
    field = form && attachmentField(form.schema, target.field);
    if (!field) throw new DomainError('files.fieldUnknown', { field: target.field });
  }
  return { maxBytes: uploadLimit(globalMaxBytes, target.category, field?.max_size), extensions: allowedExtensions(target.category, field?.accept) };
}

/** The back-office rights whose pages put pictures before everyone: content (banners, notices), settings (logos), catalog. */
const PUBLIC_PICTURE_RIGHTS = [AdminRight.content, AdminRight.settings, AdminRight.catalog];

/** Only an administrator holding one of those rights uploads pictures for everyone to see. */
export async function mayUploadPublic(db: DbOrTx, user: SessionUser): Promise<void> {
  for (const right of PUBLIC_PICTURE_RIGHTS) if (await org.holdsPermit(db, user, right)) return;
  throw new DomainError('auth.forbidden');
}

/** A file part as it arrives; `truncated` is set when it went past the size limit and was cut off. */
export interface IncomingFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

function refusal(verdict: Exclude<ReturnType<typeof contentVerdict>, 'ok'>, ext: string, rules: UploadRules): DomainError {
  if (verdict === 'program') return new DomainError('files.program');
  if (verdict === 'typeMismatch') return new DomainError('files.typeMismatch', { ext });
  const allowed = rules.extensions.join('、');
  return ext ? new DomainError('files.typeNotAllowed', { ext, allowed }) : new DomainError('files.noExtension', { allowed });
}

/**
 * Keeps an uploaded file when its name has an allowed extension, it is within the size limit and its content is
 * what the extension says; otherwise nothing of it is kept and the refusal says why. Streams: a file is never held
 * in memory, and one over the limit is cut off at the limit. With `thumbnail`, a picture gets a thumbnail beside it
 * (`thumb` says whether it did; any other file is kept without one).
 */
export async function storeUpload(
  db: DbOrTx,
  input: { storage: FileStorage; uid: string; category: UploadCategory; rules: UploadRules; file: IncomingFile; thumbnail?: ThumbnailSize },
): Promise<{ id: string; name: string; size: number; ext: string; thumb: boolean }> {
  const { rules, file } = input;
  const name = safeFileName(file.filename);
  const ext = fileExtension(name);
  if (!rules.extensions.includes(ext)) {
    // Read and dropped, so the client's request completes and it sees the answer.
    file.stream.resume();
    throw refusal('typeNotAllowed', ext, rules);
  }
  const id = newFileId();
  const storedName = storedNameFor(id, new Date());
  const { storage } = input;
  const size = await storage.write(storedName, file.stream);
  const thumbName = `${storedName}.thumb`;
  let thumb = false;
  try {
    if (file.stream.truncated) throw new DomainError('files.tooLarge', { limit: formatFileSize(rules.maxBytes) });
    const { detected, binary } = await storage.sniff(storedName);
    const verdict = contentVerdict({ ext, allowed: rules.extensions, detected: detected?.ext, binary });
    if (verdict !== 'ok') throw refusal(verdict, ext, rules);
    const mime = detected?.mime ?? TEXT_TYPES[ext] ?? 'application/octet-stream';
    thumb = input.thumbnail !== undefined && (await storeThumbnail(storage, { storedName, thumbName, mime, size: input.thumbnail }));
    await q.insertFile(db, { id, uploader_uid: input.uid, category: input.category, name, ext, mime, size, stored_name: storedName, thumb_stored_name: thumb ? thumbName : null });
  } catch (error) {
    await storage.remove(storedName);
    if (thumb) await storage.remove(thumbName);
    throw error;
  }
  return { id, name, size, ext, thumb };
}

/** How many earlier files the reuse list offers. */
const REUSABLE_LIMIT = 50;

/**
 * The caller's files from their earlier applications, last used first; for a form field, only those it accepts.
 * Demo records without content are left out (there is nothing to attach).
 */
export async function reusableFiles(db: DbOrTx, uid: string, lang: Lang, globalMaxBytes: number, field?: { appId?: number; field: string }): Promise<ReusableFile[]> {
  const rules = field ? await uploadRules(db, globalMaxBytes, { category: 'form', ...field }) : undefined;
  const rows = (await q.usedFilesOf(db, uid, REUSABLE_LIMIT)).filter((r) => !rules || (rules.extensions.includes(r.ext) && r.size <= rules.maxBytes));
  const names = await areaHooks().serviceNames(db, rows.map((r) => r.app_id), lang);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    size: r.size,
    ext: r.ext,
    mime: r.mime,
    uploaded: campusDateTime(r.created_at),
    used: campusDateTime(r.used_at),
    app_id: r.app_id,
    app_name: names.get(r.app_id) ?? '',
  }));
}
