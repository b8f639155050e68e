/** Publishing hours on the day shown: start, end (half-hour steps) and where; students then book them in slots. */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { hhmmOf, minutesOf } from '@contract/rules/booking';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { useBookingTranslation } from '../i18n';
import { LabelledSelect, LabelledText } from '../shared/labelled-text';

/** 07:00 to 22:00 in half hours: the campus's working hours and evenings. */
const TIMES = Array.from({ length: 31 }, (_, i) => hhmmOf(7 * 60 + i * 30));

export function PublishForm({ publish }: { publish(hours: { start: string; end: string; location: string }): Promise<void> }) {
  const { t } = useBookingTranslation();
  const [start, setStart] = useState('14:00');
  const [end, setEnd] = useState('17:00');
  const [location, setLocation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    if (minutesOf(end) <= minutesOf(start)) return setProblem(t('timeInvalid'));
    if (!location.trim()) return setProblem(t('locationNeeded'));
    setBusy(true);
    publish({ start, end, location: location.trim() }).then(
      () => {
        setBusy(false);
        setLocation('');
        showToast({ content: t('published'), kind: 'success' });
      },
      // The wrapper has said why (overlapping hours).
      () => setBusy(false),
    );
  };
  return (
    <View className="ch-bk-panel" data-testid="publish-form">
      <View className="ch-bk-panel__title" {...roleProps('heading')} aria-level={2}>
        {t('publishTitle')}
      </View>
      <View className="ch-bk-form-row">
        <LabelledSelect label={t('start')} value={start} choices={TIMES} onChange={setStart} placeholder={t('start')} />
        <LabelledSelect label={t('end')} value={end} choices={TIMES} onChange={setEnd} placeholder={t('end')} />
      </View>
      <LabelledText
        label={t('location')}
        value={location}
        onChange={(v) => {
          setLocation(v);
          setProblem(null);
        }}
        placeholder={t('locationHint')}
        required
        maxLength={100}
      />
      {problem ? (
        <Text className="ch-bk-field__problem" {...roleProps('alert')}>
          {problem}
        </Text>
      ) : null}
      <Button kind="primary" loading={busy} disabled={busy} onClick={submit} testId="publish">
        {t('publish')}
      </Button>
    </View>
  );
}
