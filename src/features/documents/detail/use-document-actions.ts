/**
 * Running an action on a document: the call, a toast saying what it did (or the server's words when it refused), and
 * the document read again so the page shows what changed. The actions asked before they run are kept here too.
 */
import { useCallback, useState } from 'react';
import { showToast } from '@/ui/toast';
import { sayRefusal } from '../shared/refusal';

export type AskedAction = 'submit' | 'delete' | 'signFor' | 'remind' | 'archive';

export type RunAction = <T>(call: Promise<T>, done: (answer: T) => string, after?: () => void) => Promise<boolean>;

export function useDocumentActions(refresh: () => Promise<void>) {
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const [busy, setBusy] = useState(false);

  const run: RunAction = useCallback(
    (call, done, after) => {
      setBusy(true);
      return call
        .then(
          async (answer) => {
            showToast({ content: done(answer), kind: 'success' });
            // Read again before the caller closes its dialog: the focus then goes back to what the page still shows.
            if (after) after();
            else await refresh();
            return true;
          },
          (error: unknown) => {
            sayRefusal(error);
            // Someone may have acted meanwhile: the page shows what is true now.
            return refresh().then(() => false);
          },
        )
        .finally(() => setBusy(false));
    },
    [refresh],
  );

  return { asking, ask: setAsking, stopAsking: () => setAsking(null), busy, run };
}
