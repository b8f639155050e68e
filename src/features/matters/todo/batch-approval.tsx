/**
 * Batch approval below the pending rows: the bar, then the dialog (confirm, progress, result). The rows sent are
 * kept as they were chosen, so the result can name each skipped one after the list has moved on. Reading the result
 * clears the choice and reloads the list and the my_todo badge, so the badge equals the list's total.
 */
import { useState } from 'react';
import type { TodoItem } from '@contract/calls/matters';
import { BatchBar } from './batch-controls';
import { BatchDialog } from './batch-dialog';
import { useBatchApprove } from './use-batch-approve';
import type { BatchSelection } from './use-batch-selection';

interface Props {
  batch: BatchSelection;
  onMobile: boolean;
  onReload(): Promise<void>;
}

export function BatchApproval({ batch, onMobile, onReload }: Props) {
  const flow = useBatchApprove();
  const [sent, setSent] = useState<TodoItem[]>([]);
  const chosen = flow.phase.step === 'confirm' ? batch.chosen : sent;

  const confirm = (opinion: string) => {
    setSent(batch.chosen);
    void flow.run(
      batch.chosen.map((i) => i.task_id),
      opinion,
    );
  };
  const finish = () => {
    flow.close();
    batch.clear();
    void onReload();
  };

  return (
    <>
      <BatchBar count={batch.chosen.length} onMobile={onMobile} onApprove={flow.ask} />
      <BatchDialog phase={flow.phase} chosen={chosen} onMobile={onMobile} onConfirm={confirm} onCancel={flow.close} onStop={flow.requestStop} onFinish={finish} />
    </>
  );
}
