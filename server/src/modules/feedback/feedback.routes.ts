import type { FastifyInstance } from 'fastify';
import { feedbackCalls as calls } from '../../../../contract/calls/feedback';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as feedback from './feedback.service';

export function feedbackRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.sfeedbacktypelist, async (_p, { db, lang }) => feedback.feedbackTypes(db, lang));
  registerCall(app, deps, calls.addfeedback, async (p, { db, user, lang }) => feedback.submit(db, user, lang, p));
  registerCall(app, deps, calls.getMyFeedback, async (p, { db, user, lang }) => feedback.myFeedback(db, user, lang, { p: p.p ?? 1, pageSize: p.page_size ?? 10 }));
  registerCall(app, deps, calls.getFeedbackList, async (p, { db, lang }) =>
    feedback.allFeedback(db, lang, { answered: p.answered === undefined ? undefined : p.answered === 1, type: p.type, keyword: p.keyword, id: p.feedback_id }, { p: p.p ?? 1, pageSize: p.page_size ?? 10 }),
  );
  registerCall(app, deps, calls.replyFeedback, async (p, { db, user }) => feedback.reply(db, user, { feedbackId: p.feedback_id, text: p.reply, version: p.version }));
}
