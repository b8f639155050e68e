/**
 * The official-document pages' calls, in the light index's form (./call-index.ts): kept out of the index every page's
 * first load carries, and added to the client's `api` when a document page loads (src/features/documents/document-calls.ts).
 */
import { routesOf, type CallRoute, type Listed, type NamesOf } from './call-index';

const byArea = {
  documents: {
    getMyOfficial: 'GET admin', getOfficialCenter: 'GET admin', getOfficialDocument: 'GET admin', getDocumentVersion: 'GET admin',
    compareDocumentVersions: 'GET admin', getDispatchSetup: 'GET admin', saveDispatch: 'POST admin', deleteDispatch: 'POST admin',
    submitDispatch: 'POST admin', reviewDispatch: 'POST admin', signForDocument: 'POST admin', forwardDocument: 'POST admin',
    circulateDocument: 'POST admin', readDocument: 'POST admin', giveDocumentOpinion: 'POST admin', remindDocument: 'POST admin',
    archiveDocument: 'POST admin', getDocumentPdf: 'GET admin', getDocumentArchivePdf: 'GET admin', verifyDocumentSeal: 'GET',
    getDispatchManage: 'GET admin', getNumberRules: 'GET admin', saveNumberRule: 'POST admin', saveDocumentTemplate: 'POST admin',
    deleteDocumentTemplate: 'POST admin',
  },
} as const satisfies Record<string, Record<string, Listed>>;

export type DocumentIndexedName = NamesOf<typeof byArea>;

export const documentCallIndex = routesOf(byArea) as Record<DocumentIndexedName, CallRoute>;
