/**
 * The supervisor's interventions, each asked before it runs: a reminder (a question), a reassignment (the person,
 * found with the form's own people picker — a User field on searchPeople — and the reason) and a termination (the
 * reason). The form's checks say what is missing; confirm hands back what was chosen.
 */
import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { isPersonRef, type FormSchema } from '@contract/forms';
import { FormRenderer, useFormState } from '@/features/forms';
import Button from '@/ui/button';
import ConfirmPopup from '@/ui/confirm-popup';
import Popup from '@/ui/popup';
import { useSupervisionTranslation } from '../i18n';
import type { Pending } from './use-interventions';

const REASON_MAX = 500;

function schemaOf(person: string | null, reason: string): FormSchema {
  return {
    form_no: 1,
    fields: [
      ...(person === null ? [] : [{ id: 'form1_1' as const, type: 'User' as const, label: person, required: true, multiple: false }]),
      { id: 'form1_2', type: 'MultiInput', label: reason, required: true, max_length: REASON_MAX },
    ],
  };
}

function ReasonForm({ withPerson, hint, busy, onCancel, onConfirm }: { withPerson: boolean; hint: string; busy: boolean; onCancel(): void; onConfirm(reason: string, to?: string): void }) {
  const { t } = useSupervisionTranslation();
  const schema = useMemo(() => schemaOf(withPerson ? t('reassignTo') : null, t('reason')), [withPerson, t]);
  const form = useFormState(schema);
  const confirm = () => {
    if (busy || !form.validateAll()) return;
    const chosen = form.values.form1_1;
    const person = Array.isArray(chosen) ? chosen.find(isPersonRef) : undefined;
    onConfirm(String(form.values.form1_2 ?? '').trim(), person?.uid);
  };
  return (
    <View className="ch-sv-dialog" data-testid="supervision-dialog">
      <Text className="ch-sv-dialog__hint">{hint}</Text>
      <FormRenderer {...form.bind} />
      <View className="ch-sv-dialog__actions">
        <Button size="small" onClick={onCancel} disabled={busy} testId="supervision-dialog-cancel">
          {t('cancel')}
        </Button>
        <Button kind="primary" size="small" onClick={confirm} loading={busy} disabled={busy} testId="supervision-dialog-confirm">
          {t('confirm')}
        </Button>
      </View>
    </View>
  );
}

interface Props {
  pending: Pending | null;
  busy: boolean;
  onClose(): void;
  onRun(reason: string, to?: string): void;
}

export function InterventionDialogs({ pending, busy, onClose, onRun }: Props) {
  const { t } = useSupervisionTranslation();
  const words = pending ? { node: pending.nodeName, holder: pending.holderName } : { node: '', holder: '' };
  return (
    <>
      <ConfirmPopup
        visible={pending?.kind === 'remind'}
        title={t('remindTitle')}
        cancelLabel={t('cancel')}
        confirmLabel={t('remind')}
        onConfirm={() => onRun('')}
        onClose={onClose}
        busy={busy}
        testId="supervision-remind"
      >
        <Text>{t('remindBody', words)}</Text>
      </ConfirmPopup>
      <Popup visible={pending?.kind === 'reassign' || pending?.kind === 'terminate'} title={pending?.kind === 'terminate' ? t('terminateTitle') : t('reassignTitle')} onClose={onClose}>
        {pending && pending.kind !== 'remind' ? (
          <ReasonForm key={`${pending.kind}:${pending.id}`} withPerson={pending.kind === 'reassign'} hint={pending.kind === 'reassign' ? t('reassignHint', words) : t('terminateHint')} busy={busy} onCancel={onClose} onConfirm={onRun} />
        ) : null}
      </Popup>
    </>
  );
}
