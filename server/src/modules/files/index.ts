import { defineArea } from '../area-module';
import { filesErrors } from './files.errors';
import { filesRoutes } from './files.routes';
import { mayTouchFiles } from './ownership.service';

/** Uploaded files: streamed in, checked by content, read by their uploader and the participants of their application. */
export const filesArea = defineArea({
  area: 'files',
  tables: ['files', 'file_uses', 'file_attachments'],
  errors: filesErrors,
  routes: filesRoutes,
  ownership: { file: mayTouchFiles },
});
