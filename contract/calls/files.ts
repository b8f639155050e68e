/**
 * Uploads and downloads (spec §3 Upload response, §5, §7, §9). A file belongs to its uploader until it is attached
 * to a form: then the participants of that application may read it too. Files are named by unguessable ids.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { FieldId } from '../forms/schema';
import { UPLOAD_CATEGORIES } from '../rules/uploads';
import { Id, Int, ObjectId, OneOf, Payload } from '../schemas';

/** An application, for files read through it (its participants may read the files its form shows them). */
const InstId = Type.Optional(Type.String({ maxLength: 20, description: 'the application whose form holds the file' }));

export const ReusableFile = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  ext: Type.String({ description: 'lower-case extension, no dot' }),
  mime: Type.String(),
  uploaded: Type.String({ description: 'YYYY-MM-DD HH:mm:ss' }),
  used: Type.String({ description: 'when it was last attached to an application, YYYY-MM-DD HH:mm:ss' }),
  app_id: Type.Integer({ description: 'the service of that application' }),
  app_name: Type.String(),
});
export type ReusableFile = Static<typeof ReusableFile>;

export const filesCalls = defineCalls('files', {
  upload: {
    method: 'POST',
    path: '/api/upload/index',
    access: 'user',
    multipart: true,
    summary:
      'Uploads one file (multipart form field upfile), streamed to storage; the parameters are in the query. For a form ' +
      "attachment, app_id and field name the Attachment field whose size and type limits apply. The content must match an " +
      'allowed extension (programs are refused under any name); a refusal is an error envelope whose m says why.',
    owns: { inst_id: 'instance' },
    payload: Payload({
      category: OneOf(UPLOAD_CATEGORIES),
      app_id: Type.Optional(Id()),
      field: Type.Optional(FieldId),
      inst_id: InstId,
      thumb: Type.Optional(OneOf([0, 1] as const)),
      twidth: Type.Optional(Int({ minimum: 1, maximum: 4096 })),
      theight: Type.Optional(Int({ minimum: 1, maximum: 4096 })),
    }),
    result: Type.Object({
      state: Type.String({ description: 'SUCCESS' }),
      id: Type.String(),
      original: Type.String({ description: 'the file name as shown (the client name, made safe)' }),
      url: Type.String({ description: 'its download address' }),
      size: Type.Integer({ description: 'bytes' }),
      ext: Type.String(),
      thumb_url: Type.Optional(Type.String({ description: "with thumb=1 and a picture: its thumbnail's download address (twidth × theight when both are given, else in proportion; 200 px by default)" })),
    }),
  },
  download: {
    method: 'GET',
    access: 'user',
    summary: "Streams a file (not enveloped on success) to its uploader, or to a participant of the application inst_id whose form shows it to them. A file or application that is someone else's, or none, answers e = 403.",
    owns: { file_id: 'file', inst_id: 'instance' },
    payload: Payload({ file_id: ObjectId, inst_id: InstId, thumb: Type.Optional(OneOf([0, 1] as const, "1: the picture's thumbnail (made at upload with thumb=1)")) }),
    result: Type.Null(),
  },
  getDownloadFileUrl: {
    method: 'GET',
    access: 'user',
    summary: 'A delegated download address for a file the caller may read, valid until the end of the campus day: signed with a keyed hash of the file parameter plus the date.',
    owns: { file: 'file', inst_id: 'instance' },
    payload: Payload({ file: ObjectId, inst_id: InstId }),
    result: Type.String(),
  },
  getDownloadFile: {
    method: 'GET',
    access: 'user',
    summary:
      "The mini-program's download address (H5 follows links instead) for a file the caller may read; e = 1 when the " +
      'file is over 50M, which the mini-program cannot download.',
    owns: { id: 'file', inst_id: 'instance' },
    payload: Payload({ id: ObjectId, inst_id: InstId }),
    result: Type.String(),
  },
  downloadSharedFile: {
    method: 'GET',
    access: 'public',
    summary:
      'Streams a file through an address from getDownloadFileUrl, on the campus day it was made for. Any other day ' +
      'answers e = 403 (expired); a changed file, date or sign answers e = 403 (not valid). Opened in a browser, the ' +
      'refusal is a plain page saying so.',
    // Not narrowed by pattern: any change to a link reads as the same refusal, which its signature check gives.
    payload: Payload({
      file: ObjectId,
      date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, campus time' }),
      sign: Type.String({ maxLength: 64, description: 'hex HMAC-SHA256 of the file and the date' }),
    }),
    result: Type.Null(),
  },
  publicFile: {
    method: 'GET',
    access: 'public',
    summary:
      'Streams a picture uploaded for everyone to see (category public: banners, pictures in notices), to anyone; any ' +
      'other file answers as a missing one. Upload answers give this address as url for such a picture.',
    payload: Payload({ file_id: ObjectId, thumb: Type.Optional(OneOf([0, 1] as const)) }),
    result: Type.Null(),
  },
  getReusableFiles: {
    method: 'GET',
    access: 'user',
    summary:
      "Fill less: the caller's files already accepted in their earlier applications, last used first, to attach again " +
      'instead of uploading; with app_id and field, only those that field accepts.',
    payload: Payload({ app_id: Type.Optional(Id()), field: Type.Optional(FieldId) }),
    result: Type.Array(ReusableFile),
  },
});
