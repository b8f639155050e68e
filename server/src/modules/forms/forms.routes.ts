import type { FastifyInstance } from 'fastify';
import { formsCalls } from '../../../../contract/calls/forms';
import { campusDateTime } from '../../domain/campus-time';
import type { AppDeps } from '../../http/context';
import { jsonField } from '../../http/json-field';
import { registerCall } from '../../http/register-call';
import * as forms from './forms.service';

export function formsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, formsCalls.saveDraft, async (p, { db, user, config }) => {
    const { saved } = await forms.saveDraft(db, user.uid, p.app_id, jsonField(p.values, 'values'), config.imageOrigins);
    return { saved: campusDateTime(saved) };
  });
  registerCall(app, deps, formsCalls.getDraft, async (p, { db, user }) => {
    const draft = await forms.draftOf(db, user.uid, p.app_id);
    return draft && { ...draft, saved: campusDateTime(draft.saved) };
  });
  registerCall(app, deps, formsCalls.deleteDraft, async (p, { db, user }) => {
    await forms.discardDraft(db, user.uid, p.app_id);
    return {};
  });
}
