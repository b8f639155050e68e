/**
 * Saving the dispatch being edited: 保存草稿 saves it (new without an id, then at the id and version each save
 * answers, so a later save changes the same draft); 送审 saves it and then submits it, after asking, and opens the
 * document. The form's checks run first, and nothing is sent while an attachment is still uploading (it would be left
 * out). A refusal (a stale version, a missing signer) says the server's words and keeps the form as it is.
 */
import { useRef, useState } from 'react';
import type { FormValues } from '@contract/forms';
import { useWorkingState } from '@/features/forms';
import { replaceWith } from '@/platform/navigation';
import { api } from '@/services/api';
import { showToast } from '@/ui/toast';
import { documentsText } from '../i18n';
import { sayRefusal } from '../shared/refusal';
import { CENTER_ROUTE } from '../shared/routes';
import { dispatchPayload } from './dispatch-form';
import '../document-calls';

interface Draft {
  values: FormValues;
  asNotice: boolean;
  /** Shows every problem and says whether the form may be sent. */
  validate(): boolean;
}

export function useDispatchSave(draft: Draft, savedAs: { id: number; version: number } | null) {
  const saved = useRef(savedAs);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const uploading = useWorkingState((s) => s.uploads > 0);

  const ready = () => {
    if (busy) return false;
    if (uploading) {
      showToast({ content: documentsText('waitUploads') });
      return false;
    }
    return draft.validate();
  };
  const save = () =>
    api.saveDispatch(dispatchPayload(draft.values, draft.asNotice, saved.current), { quiet: true }).then((answer) => {
      saved.current = answer;
      return answer.id;
    });
  const running = (work: Promise<unknown>) => {
    setBusy(true);
    void work.catch(sayRefusal).finally(() => setBusy(false));
  };

  const saveDraft = () => {
    if (ready()) running(save().then(() => showToast({ content: documentsText('draftSaved'), kind: 'success' })));
  };
  const askSubmit = () => {
    if (ready()) setAsking(true);
  };
  const submit = () =>
    running(
      save()
        .then((id) => api.submitDispatch({ id }, { quiet: true }))
        .then(({ id }) => {
          showToast({ content: documentsText('done_submit'), kind: 'success' });
          replaceWith(CENTER_ROUTE, { id });
        })
        .finally(() => setAsking(false)),
    );

  return { busy, asking, saveDraft, askSubmit, submit, stopAsking: () => setAsking(false) };
}
