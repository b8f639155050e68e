/**
 * The applicant ending their application: 撤回 while no approver has acted (can_withdraw) and 终止 while it is in
 * progress (can_terminate), each after a confirmation that names it. A refusal (someone acted meanwhile) comes as
 * the server's message; either way the page reads the application again.
 */
import { useState } from 'react';
import type { MatterDetail } from '@contract/calls/matters';
import { ConfirmDialog } from '@/layouts/frame/confirm-dialog';
import { api } from '@/services/api';
import { useUnread } from '@/stores/unread';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { examineText, useExamineTranslation } from './i18n';

type Ending = 'withdraw' | 'terminate';

export function ApplicantEnds({ detail, onChanged }: { detail: Pick<MatterDetail, 'inst_id' | 'app_name' | 'can_withdraw' | 'can_terminate'>; onChanged(): void }) {
  const { t } = useExamineTranslation();
  const [asking, setAsking] = useState<Ending | null>(null);
  const [sending, setSending] = useState<Ending | null>(null);

  const end = async (ending: Ending) => {
    setAsking(null);
    setSending(ending);
    try {
      if (ending === 'withdraw') await api.withdrawMatter({ inst_id: detail.inst_id });
      else await api.terminateMatter({ inst_id: detail.inst_id });
      void useUnread.getState().load();
      showToast({ content: examineText(ending === 'withdraw' ? 'withdrawn' : 'terminated'), kind: 'success' });
    } catch {
      // The request wrapper has shown why.
    } finally {
      setSending(null);
      onChanged();
    }
  };

  const question = asking === 'withdraw' ? t('withdrawQuestion', { name: detail.app_name }) : asking === 'terminate' ? t('terminateQuestion', { name: detail.app_name }) : null;
  return (
    <>
      {detail.can_withdraw === 1 ? (
        <Button onClick={() => setAsking('withdraw')} loading={sending === 'withdraw'} disabled={sending !== null} testId="examine-withdraw">
          {t('withdraw')}
        </Button>
      ) : null}
      {detail.can_terminate === 1 ? (
        <Button onClick={() => setAsking('terminate')} loading={sending === 'terminate'} disabled={sending !== null} testId="examine-terminate">
          {t('terminate')}
        </Button>
      ) : null}
      <ConfirmDialog
        title={asking === 'terminate' ? t('terminateTitle') : t('withdrawTitle')}
        question={question}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void end(asking)}
        testId={asking === 'terminate' ? 'terminate-dialog' : 'withdraw-dialog'}
      />
    </>
  );
}
