/**
 * What an approver does with their task: approve (with the opinion, the fields their step may edit, the next step's
 * chosen approvers and the sign value), return, transfer, add approvers and copy to people. Each sends once (a second
 * press while one is on its way does nothing); a refusal comes as the request wrapper's toast with the server's
 * message and everything typed stays. After each, the unread badge is read again; approve, return and transfer end
 * the task (the page shows what happened), copying and adding approvers keep it open (the page reads it again).
 */
import { useRef, useState } from 'react';
import type { MatterDetail } from '@contract/calls/matters';
import type { FormValues } from '@contract/forms';
import { api } from '@/services/api';
import { useUnread } from '@/stores/unread';
import { showToast } from '@/ui/toast';
import type { MyTask } from '../rules/examine';
import type { Chosen } from '../rules/next-approver';
import { examineText } from './i18n';

export type Finished = { action: 'approve' | 'reject' | 'transfer' | 'resubmit'; status: number };

/** What a panel acting on the reader's task (an approver's, or the applicant's resubmit) is given. */
export interface TaskPanelProps {
  detail: MatterDetail;
  task: MyTask;
  onMobile: boolean;
  onFinished(finished: Finished): void;
  /** The task stays open, but the application changed: read it again. */
  onChanged(): void;
}
export type TaskAction = 'approve' | 'reject' | 'transfer' | 'addSign' | 'cc';

/** An empty opinion is not sent. */
export const opinionOf = (text: string) => text.trim() || undefined;

interface Handlers {
  onFinished(finished: Finished): void;
  /** The task stays open, but the application changed: read it again. */
  onChanged(): void;
}

export function useTaskActions(taskId: string, { onFinished, onChanged }: Handlers) {
  const [busy, setBusy] = useState<TaskAction | null>(null);
  const sending = useRef(false);

  async function run<R>(action: TaskAction, call: () => Promise<R>, after: (result: R) => void): Promise<boolean> {
    if (sending.current) return false;
    sending.current = true;
    setBusy(action);
    try {
      const result = await call();
      void useUnread.getState().load();
      after(result);
      return true;
    } catch {
      // The request wrapper has shown why (the envelope's message); what was typed stays for another try.
      return false;
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  const finish = (action: Finished['action']) => (result: { status: number }) => {
    showToast({ content: examineText(`done_${action}`), kind: 'success' });
    onFinished({ action, status: result.status });
  };
  const changed = (text: string) => () => {
    showToast({ content: examineText(text), kind: 'success' });
    onChanged();
  };

  return {
    busy,
    approve: (input: { opinion: string; values?: FormValues; chosen?: Chosen; sign?: 1 | 2 }) =>
      run(
        'approve',
        () =>
          api.approveTask({
            task_id: taskId,
            opinion: opinionOf(input.opinion),
            values: input.values ? JSON.stringify(input.values) : undefined,
            chosen: input.chosen && Object.keys(input.chosen).length > 0 ? JSON.stringify(input.chosen) : undefined,
            sign: input.sign,
          }),
        finish('approve'),
      ),
    reject: (to: string, opinion: string) => run('reject', () => api.rejectTask({ task_id: taskId, to, opinion: opinionOf(opinion) }), finish('reject')),
    transfer: (uid: string, opinion: string) => run('transfer', () => api.transferTask({ task_id: taskId, to_uid: uid, opinion: opinionOf(opinion) }), finish('transfer')),
    addSign: (uids: string[], opinion: string) => run('addSign', () => api.addSignTask({ task_id: taskId, uids, opinion: opinionOf(opinion) }), changed('addSigned')),
    cc: (uids: string[], opinion: string) => run('cc', () => api.ccTask({ task_id: taskId, uids, opinion: opinionOf(opinion) }), changed('copied')),
  };
}
