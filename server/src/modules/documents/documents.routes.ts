import type { FastifyInstance } from 'fastify';
import { documentsCalls as calls } from '../../../../contract/calls/documents';
import { sendPdf } from '../../exports/send-pdf';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { circulateDocument, archiveDocument, forwardDocument, giveOpinion, readDocument, remindDocument, signForDocument } from './distribution.service';
import { deleteDispatch, saveDispatch, submitDispatch } from './drafts.service';
import { archivePdf, issuedPdf } from './pdfs.service';
import { reviewDispatch } from './review.service';
import { verifySeal } from './seal.service';
import { deleteTemplate, dispatchSetup, numberRules, saveNumberRule, saveTemplate } from './settings.service';
import { compareVersions, dispatchManage, documentDetail, documentVersion, myOfficial, officialCenter } from './views.service';

const listOf = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);

export function documentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const page = (p: { p?: number; page_size?: number }) => ({ p: p.p ?? 1, pageSize: p.page_size ?? 10 });
  registerCall(app, deps, calls.getMyOfficial, async (p, { db, user, lang }) => myOfficial(db, user, lang, p.tab, p.keyword, page(p)));
  registerCall(app, deps, calls.getOfficialCenter, async (p, { db, user, lang }) => officialCenter(db, user, lang, p, page(p)));
  registerCall(app, deps, calls.getOfficialDocument, async (p, { db, user, lang }) => documentDetail(db, user, lang, p.id));
  registerCall(app, deps, calls.getDocumentVersion, async (p, { db }) => documentVersion(db, p.id, p.version));
  registerCall(app, deps, calls.compareDocumentVersions, async (p, { db }) => compareVersions(db, p.id, p.from, p.to));
  registerCall(app, deps, calls.getDispatchSetup, async (_p, { db, user, lang }) => dispatchSetup(db, user, lang));
  registerCall(app, deps, calls.saveDispatch, async (p, { db, user }) => saveDispatch(db, user, p));
  registerCall(app, deps, calls.deleteDispatch, async (p, { db, user }) => deleteDispatch(db, user, p.id));
  registerCall(app, deps, calls.submitDispatch, async (p, { db, user }) => submitDispatch(db, user, p.id));
  registerCall(app, deps, calls.reviewDispatch, async (p, { db, user }) => reviewDispatch(db, user, p));
  registerCall(app, deps, calls.signForDocument, async (p, { db, user }) => signForDocument(db, user, p.id));
  registerCall(app, deps, calls.forwardDocument, async (p, { db, user }) => forwardDocument(db, user, p.id, listOf(p.uids)));
  registerCall(app, deps, calls.circulateDocument, async (p, { db, user }) => circulateDocument(db, user, p.id, listOf(p.uids), p.note ?? ''));
  registerCall(app, deps, calls.readDocument, async (p, { db, user }) => readDocument(db, user, p.id));
  registerCall(app, deps, calls.giveDocumentOpinion, async (p, { db, user }) => giveOpinion(db, user, p.id, p.opinion));
  registerCall(app, deps, calls.remindDocument, async (p, { db, user }) => remindDocument(db, user, p.id));
  registerCall(app, deps, calls.archiveDocument, async (p, { db, user }) => archiveDocument(db, user, p.id));
  registerCall(app, deps, calls.getDocumentPdf, async (p, { db, reply }) => sendPdf(reply, await issuedPdf(db, p.id)));
  registerCall(app, deps, calls.getDocumentArchivePdf, async (p, { db, user, lang, reply }) => sendPdf(reply, await archivePdf(db, user, p.lang ?? lang, p.id)));
  registerCall(app, deps, calls.verifyDocumentSeal, async (p, { db, lang }) => verifySeal(db, lang, p));
  registerCall(app, deps, calls.getDispatchManage, async (p, { db, user, lang }) => dispatchManage(db, user, lang, p, page(p)));
  registerCall(app, deps, calls.getNumberRules, async (_p, { db, user, lang }) => numberRules(db, user, lang));
  registerCall(app, deps, calls.saveNumberRule, async (p, { db, user, lang }) => saveNumberRule(db, user, lang, p));
  registerCall(app, deps, calls.saveDocumentTemplate, async (p, { db, user, lang }) => saveTemplate(db, user, lang, p));
  registerCall(app, deps, calls.deleteDocumentTemplate, async (p, { db, user }) => deleteTemplate(db, user, p.id));
}
