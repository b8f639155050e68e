/** Uploads and downloads (spec §3 Upload response, §5, §7, §9). */
import { Type } from '@sinclair/typebox';
import { apiPath, defineCall } from '../call';
import { Int, OneOf, Payload } from '../schemas';

const FileId = Type.String({ minLength: 1, maxLength: 64 });

export const filesCalls = {
  upload: defineCall({
    name: 'upload',
    method: 'POST',
    path: '/api/upload/index',
    area: 'files',
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
  }),
  download: defineCall({
    name: 'download',
    method: 'GET',
    path: apiPath('files', 'download'),
    area: 'files',
    access: 'user',
    summary: 'Streams a file the user may read (not enveloped on success).',
    payload: Payload({ file_id: FileId }),
    result: Type.Null(),
  }),
  getDownloadFileUrl: defineCall({
    name: 'getDownloadFileUrl',
    method: 'GET',
    path: apiPath('files', 'getDownloadFileUrl'),
    area: 'files',
    access: 'user',
    summary: 'A delegated download address, signed with a hash of the file parameter plus the date.',
    payload: Payload({ file: Type.String({ minLength: 1, maxLength: 500 }) }),
    result: Type.String(),
  }),
  getDownloadFile: defineCall({
    name: 'getDownloadFile',
    method: 'GET',
    path: apiPath('files', 'getDownloadFile'),
    area: 'files',
    access: 'user',
    summary: 'Download address for the mini-program; e = 1 when the file is over 50M.',
    payload: Payload({ id: FileId }),
    result: Type.String(),
  }),
};
