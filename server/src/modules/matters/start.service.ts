/** Starting an application: its values checked, its instance stored and its first step run by the workflow runtime. */
import { fileRefsIn } from '../../../../contract/forms/file-refs';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { engineContext } from '../../workflow-runtime';
import * as apps from '../apps/apps.service';
import * as files from '../files/files.service';
import * as forms from '../forms/forms.service';
import type { SessionUser } from '../org/org.service';
import * as processes from '../processes/processes.service';
import { mattersFlow } from './matter-flow';
import * as q from './matters.queries';

export interface StartInput {
  appId: number;
  values: unknown;
  chosen?: Record<string, string[]>;
  startKey?: string;
  terminal: 'pc' | 'mobile';
  /** Other origins the rich text's pictures may come from (IMAGE_HOSTS). */
  imageOrigins?: readonly string[];
}

/** Starts an application; a repeated start with the same key answers the first instance instead of a second one. */
export async function startMatter(db: DbOrTx, user: SessionUser, lang: Lang, input: StartInput): Promise<{ inst_id: string }> {
  return inTransaction(db, async (tx) => {
    if (input.startKey) {
      const existing = await q.instanceByStartKey(tx, user.uid, input.startKey);
      if (existing) return { inst_id: existing.id };
    }
    const app = await apps.launchableApp(tx, { user, lang }, input.appId, input.terminal);
    const process = await processes.currentProcess(tx, input.appId);
    if (!process) throw new DomainError('forms.noForm');
    const values = await forms.checkedValues(tx, { schema: app.form.schema, values: input.values, uid: user.uid, agentUid: user.actor_uid, appId: input.appId, imageOrigins: input.imageOrigins });
    const title = `${user.name}的${app.zhName}`;
    const id = await mattersFlow.start(tx, {
      ctx: await engineContext(tx, process.id, { initiator: user.uid, values }),
      by: user,
      action: { type: 'start', values, chosen: input.chosen },
      title,
      insert: async (before) => {
        const row = await q.insertInstance(tx, {
          app_id: input.appId,
          creator_uid: user.uid,
          process_version_id: process.id,
          form_version_id: app.form.id,
          title,
          department_id: user.department_id,
          start_key: input.startKey ?? null,
          agent_uid: user.actor_uid ?? null,
          state: JSON.stringify(before),
        });
        return row?.id;
      },
    });
    // A concurrent start with the same key won the insert: answer with its instance.
    if (id === undefined) return { inst_id: (await q.instanceByStartKey(tx, user.uid, input.startKey ?? ''))!.id };
    await files.recordAttachments(tx, id, fileRefsIn(app.form.schema, values));
    await forms.discardDraft(tx, user.uid, input.appId);
    return { inst_id: id };
  });
}
