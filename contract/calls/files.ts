/** Uploads and downloads (spec §3 Upload response, §5, §7, §9). */
import { Type } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, ObjectId, OneOf, Payload } from '../schemas';

export const filesCalls = defineCalls('files', {
  upload: {
    method: 'POST',
    path: '/api/upload/index',
    access: 'user',
    multipart: true,
    summary: 'Uploads one file (form field upfile); query category and optional inst_id. Accepted when state is SUCCESS.',
    payload: Payload({
      category: Type.String({ minLength: 1, maxLength: 40 }),
      inst_id: Type.Optional(Type.String({ maxLength: 64 })),
      thumb: Type.Optional(OneOf([0, 1] as const)),
      twidth: Type.Optional(Int({ minimum: 1, maximum: 4096 })),
      theight: Type.Optional(Int({ minimum: 1, maximum: 4096 })),
    }),
    result: Type.Object({
      state: Type.String({ description: 'SUCCESS, or the reason it failed' }),
      id: Type.String(),
      original: Type.String({ description: 'original file name' }),
      url: Type.String(),
    }),
  },
  download: {
    method: 'GET',
    access: 'user',
    summary: 'Streams a file the user may read (not enveloped on success).',
    payload: Payload({ file_id: ObjectId }),
    result: Type.Null(),
  },
  getDownloadFileUrl: {
    method: 'GET',
    access: 'user',
    summary: 'A delegated download address, signed with a hash of the file parameter plus the date.',
    payload: Payload({ file: Type.String({ minLength: 1, maxLength: 500 }) }),
    result: Type.String(),
  },
  getDownloadFile: {
    method: 'GET',
    access: 'user',
    summary: 'Download address for the mini-program; e = 1 when the file is over 50M.',
    payload: Payload({ id: ObjectId }),
    result: Type.String(),
  },
});
