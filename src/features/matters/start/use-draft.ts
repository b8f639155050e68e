/**
 * The applicant's draft of a service (saveDraft / getDraft / deleteDraft): resumed when the page opens, saved on
 * request, and dropped on request (the form goes back to how a new application starts). The server drops it itself
 * when the application is submitted.
 */
import { useState } from 'react';
import i18next from 'i18next';
import type { FormValues } from '@contract/forms';
import { api } from '@/services/api';
import { showToast } from '@/ui/toast';
import { mattersText } from '../i18n';
import type { StartData } from './use-start-page';

export function useDraft(data: StartData, fresh: FormValues, setValues: (values: FormValues) => void) {
  const appId = data.app.id;
  const [resumed, setResumed] = useState(data.draft);
  const [saving, setSaving] = useState(false);

  const save = async (values: FormValues) => {
    if (saving) return;
    setSaving(true);
    try {
      await api.saveDraft({ app_id: appId, values: JSON.stringify(values) }, { quiet: true });
      showToast({ content: i18next.t('spec.saved'), kind: 'success' });
    } catch {
      showToast({ content: i18next.t('spec.saveFailed'), kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const discard = async () => {
    try {
      await api.deleteDraft({ app_id: appId });
      setResumed(null);
      setValues(fresh);
      showToast({ content: mattersText('draftDiscarded') });
    } catch {
      // The request wrapper has shown why.
    }
  };

  return { resumed, olderForm: resumed !== null && resumed.version !== data.form.version, saving, save, discard };
}
