/**
 * The intervention the supervisor is about to make (which dialog is open, on what), and running it: the call, a
 * toast with the outcome (the server's words on a refusal), and the list read again so the row shows what changed.
 */
import { useState } from 'react';
import { api } from '@/services/api';
import { showToast } from '@/ui/toast';
import { supervisionText } from '../i18n';

export interface Pending {
  kind: 'remind' | 'reassign' | 'terminate';
  /** The task for a reassignment, the application otherwise. */
  id: string;
  instId: string;
  nodeId: string;
  nodeName: string;
  holderName: string;
}

export function useInterventions(done: () => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const run = (reason: string, to?: string) => {
    if (!pending || busy) return;
    const call =
      pending.kind === 'remind'
        ? api.remindHolder({ inst_id: pending.instId, node_id: pending.nodeId }, { quiet: true })
        : pending.kind === 'reassign'
          ? api.reassignTask({ task_id: pending.id, to_uid: to ?? '', reason }, { quiet: true })
          : api.terminateSupervised({ inst_id: pending.instId, reason }, { quiet: true });
    setBusy(true);
    call.then(
      () => {
        showToast({ content: supervisionText(`done_${pending.kind}`), kind: 'success' });
        setPending(null);
        done();
      },
      (error: unknown) => showToast({ content: error instanceof Error && error.message ? error.message : supervisionText('failedTitle'), kind: 'error' }),
    ).finally(() => setBusy(false));
  };

  return { pending, busy, open: setPending, close: () => setPending(null), run };
}
