/**
 * 新增授权 (spec §6): whom (the organisation's people search), from and until when (today to a week later at first,
 * checked with the shared grantSpanProblem before a round trip), and optionally which services. The person and the
 * dates are the form renderer's own User and Calendar fields, so they pick and read alike on both targets. A refusal
 * shows the server's message in the dialog.
 */
import { useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { MyGrant } from '@contract/calls/account';
import { isPersonRef, type FormSchema } from '@contract/forms';
import { grantSpanProblem } from '@contract/rules/grants';
import { FormRenderer, useFormState } from '@/features/forms';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { useIdentityTranslation } from '../i18n';
import { addDays, campusToday, DEFAULT_GRANT_DAYS } from '../rules/grant-rules';
import { ServicePicker, type ChosenService } from './service-picker';

interface Props {
  onMobile: boolean;
  onClose(): void;
  onAdded(grant: MyGrant): void;
}

const GRANTEE = 'form1_1';
const START = 'form1_2';
const END = 'form1_3';

export function GrantDialog({ onMobile, onClose, onAdded }: Props) {
  const { t } = useIdentityTranslation();
  const today = useMemo(() => campusToday(), []);
  const schema = useMemo<FormSchema>(
    () => ({
      form_no: 1,
      fields: [
        { id: GRANTEE, type: 'User', label: t('grantee'), required: true, multiple: false },
        { id: START, type: 'Calendar', label: t('startDate'), mode: 'date', required: true },
        { id: END, type: 'Calendar', label: t('endDate'), mode: 'date', required: true },
      ],
    }),
    [t],
  );
  const form = useFormState(schema, { [START]: today, [END]: addDays(today, DEFAULT_GRANT_DAYS) });
  const [services, setServices] = useState<ChosenService[]>([]);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const start = String(form.values[START] ?? '');
  const end = String(form.values[END] ?? '');
  const span = start && end ? grantSpanProblem(start, end, today) : null;

  const submit = () => {
    if (sending || !form.validateAll() || span) return;
    const grantee = (form.values[GRANTEE] as unknown[]).filter(isPersonRef)[0];
    setSending(true);
    setRefused(null);
    const app_ids = services.length > 0 ? services.map((s) => s.id) : undefined;
    api.addGrant({ grantee_uid: grantee.uid, start_date: start, end_date: end, app_ids }, { quiet: true }).then(onAdded, (error: Error) => {
      setRefused(error.message);
      setSending(false);
    });
  };

  return (
    <Popup visible title={t('addGrant')} onClose={onClose} position={onMobile ? 'bottom' : 'center'} width={520} testId="grant-dialog">
      <View className="ch-grant-form">
        <FormRenderer {...form.bind} layout={onMobile ? 'mobile' : 'desktop'} />
        {span ? (
          <Text className="ch-grant-form__problem" {...roleProps('alert')} data-testid="grant-span-problem">
            {t(span)}
          </Text>
        ) : null}
        <ServicePicker chosen={services} onChange={setServices} />
        {refused ? (
          <Text className="ch-grant-form__problem" {...roleProps('alert')} data-testid="grant-refused">
            {refused}
          </Text>
        ) : null}
        <View className="ch-grant-form__actions">
          <Button size="small" onClick={onClose} disabled={sending} testId="grant-cancel">
            {t('cancel')}
          </Button>
          <Button kind="primary" size="small" onClick={submit} loading={sending} disabled={sending} testId="grant-submit">
            {sending ? t('saving') : t('save')}
          </Button>
        </View>
      </View>
    </Popup>
  );
}
