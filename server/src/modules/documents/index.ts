import { defineArea } from '../area-module';
import { documentsErrors } from './documents.errors';
import { documentsRoutes } from './documents.routes';
import { documentFileReaders, mayTouchDocuments } from './ownership.service';
import { reviewEnded } from './review.service';

/** Official-document collaboration (公文协同): dispatches reviewed, numbered and sealed; received, signed for, read and archived. */
export const documentsArea = defineArea({
  area: 'documents',
  tables: ['document_offices', 'document_counters', 'document_templates', 'documents', 'document_versions', 'document_recipients', 'document_readers', 'document_trail', 'document_seals'],
  errors: documentsErrors,
  routes: documentsRoutes,
  ownership: { document: mayTouchDocuments },
  fileReaders: documentFileReaders,
  applicationEnded: reviewEnded,
});
