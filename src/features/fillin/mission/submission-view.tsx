/** One submission read, not changed: its form with its values, read-only, and why it can no longer change. */
import { useMemo, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { FillSubmission } from '@contract/calls/fillins';
import { FormRenderer } from '@/features/forms';
import Button from '@/ui/button';
import { roleProps } from '@/platform/a11y-role';
import { useFillinTranslation } from '../i18n';
import { parseValues } from '../rules/words';

interface Props {
  submission: FillSubmission;
  title: ReactNode;
  onClose?(): void;
  onMobile: boolean;
}

export function SubmissionView({ submission, title, onClose, onMobile }: Props) {
  const { t } = useFillinTranslation();
  const values = useMemo(() => parseValues(submission.values) ?? {}, [submission.values]);
  return (
    <View className="ch-fill-card" data-testid="submission-view">
      <View className="ch-fill-card__title" {...roleProps('heading')} aria-level={2}>
        {title}
      </View>
      {!submission.editable && onClose ? <Text className="ch-fill-note">{t('readOnly')}</Text> : null}
      <FormRenderer schema={submission.form.schema} values={values} onChange={() => undefined} readOnly layout={onMobile ? 'mobile' : 'desktop'} />
      {onClose ? (
        <View className="ch-fill-form__bar">
          <Button onClick={onClose} testId="close-submission">
            {t('hide')}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
