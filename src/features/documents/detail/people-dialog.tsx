/**
 * Forwarding a document signed for to people of the department, or circulating it (传阅) for opinions with a note:
 * the people are found with the form renderer's own people picker (a User field on searchPeople), whose checks say
 * when none is chosen.
 */
import { useMemo } from 'react';
import { View } from '@tarojs/components';
import { isPersonRef, type FormSchema } from '@contract/forms';
import { FormRenderer, useFormState } from '@/features/forms';
import { api } from '@/services/api';
import Popup from '@/ui/popup';
import { documentsText, useDocumentsTranslation } from '../i18n';
import { DialogActions } from '../shared/dialog-actions';
import type { RunAction } from './use-document-actions';

export type PeopleAction = 'forward' | 'circulate';

const PEOPLE = 'form1_1';
const NOTE = 'form1_2';
/** forwardDocument takes up to 200 people, circulateDocument 50 with a note of 500 characters. */
const MOST = { forward: 200, circulate: 50 } as const;
const NOTE_MAX = 500;

function schemaOf(action: PeopleAction, people: string, note: string): FormSchema {
  return {
    form_no: 1,
    fields: [
      { id: PEOPLE, type: 'User', label: people, required: true, multiple: true, max_choices: MOST[action] },
      ...(action === 'circulate' ? [{ id: NOTE, type: 'MultiInput' as const, label: note, max_length: NOTE_MAX }] : []),
    ],
  };
}

interface FormProps {
  action: PeopleAction;
  docId: number;
  run: RunAction;
  busy: boolean;
  onClose(): void;
}

function PeopleForm({ action, docId, run, busy, onClose }: FormProps) {
  const { t } = useDocumentsTranslation();
  const schema = useMemo(() => schemaOf(action, t(`${action}People`), t('circulateNote')), [action, t]);
  const form = useFormState(schema);
  const send = () => {
    if (busy || !form.validateAll()) return;
    const chosen = form.values[PEOPLE];
    const uids = (Array.isArray(chosen) ? chosen.filter(isPersonRef) : []).map((p) => p.uid);
    const note = String(form.values[NOTE] ?? '').trim();
    const call =
      action === 'forward'
        ? api.forwardDocument({ id: docId, uids }, { quiet: true })
        : api.circulateDocument({ id: docId, uids, note: note || undefined }, { quiet: true });
    void run(call, (answer) => documentsText(`done_${action}`, { count: answer.added })).then((done) => done && onClose());
  };
  return (
    <View className="ch-doc-dialog" data-testid="people-dialog">
      <FormRenderer {...form.bind} />
      <DialogActions name="people" label={t(action)} action="confirm" busy={busy} onCancel={onClose} onConfirm={send} />
    </View>
  );
}

export function PeopleDialog({ action, ...rest }: Omit<FormProps, 'action'> & { action: PeopleAction | null }) {
  const { t } = useDocumentsTranslation();
  return (
    <Popup visible={action !== null} title={action ? t(`${action}Title`) : ''} onClose={rest.onClose}>
      {action ? <PeopleForm key={action} action={action} {...rest} /> : null}
    </Popup>
  );
}
