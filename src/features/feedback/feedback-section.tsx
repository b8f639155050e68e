/** 意见反馈 in the personal centre (spec §2): a line saying what it is for and the button opening the dialog. */
import { Suspense, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { Section, type SectionProps } from '@/features/account';
import Button from '@/ui/button';
import { FeedbackDialog } from './feedback-dialog-lazy';
import { useFeedbackTranslation } from './i18n';

export function FeedbackSection({ onMobile }: SectionProps) {
  const { t } = useFeedbackTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Section title={t('title')} testId="personal-feedback">
      <View className="ch-feedback__entry">
        <Text>{t('openHint')}</Text>
        <Button size="small" onClick={() => setOpen(true)} testId="personal-feedback-open">
          {t('open')}
        </Button>
      </View>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog onMobile={onMobile} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Section>
  );
}
