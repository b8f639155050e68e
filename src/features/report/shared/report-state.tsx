/**
 * The data center's page heading and what a page shows instead of its content: loading, refused (no apps-report-lists
 * permit: the server answers 403, spec §6), missing with a way back, or failed with a retry.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { ErrorCode } from '@contract/envelope';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { RequestError } from '@/services/request';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { useReportTranslation } from '../i18n';

/** Rethrows a failed call's error, first noting a refusal (403: the reader lacks the permit). */
export const noteRefusal = (refused: () => void) => (error: unknown) => {
  if (error instanceof RequestError && error.e === ErrorCode.FORBIDDEN) refused();
  throw error;
};

/** The page's one heading, with what stands beside it. */
export function ReportHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <View className="ch-report-head">
      <View className="ch-report-head__title" {...roleProps('heading')} aria-level={1}>
        {title}
      </View>
      {children}
    </View>
  );
}

type Shown = 'loading' | 'refused' | 'missing' | 'failed';

interface Props {
  shown: Shown;
  message?: string;
  retry?(): void;
}

export function ReportState({ shown, message, retry }: Props) {
  const { t } = useReportTranslation();
  if (shown === 'loading') return <Loading label={t('loading')} />;
  const title = { refused: t('refusedTitle'), missing: t('notFoundTitle'), failed: t('failedTitle') }[shown];
  const hint = { refused: t('refusedHint'), missing: t('notFoundHint'), failed: message || t('failedTitle') }[shown];
  return (
    <View className="ch-report-state" data-testid={`report-${shown}`} {...(shown === 'failed' ? roleProps('alert') : {})}>
      <View className="ch-report-state__title" {...roleProps('heading')} aria-level={2}>
        {title}
      </View>
      <Text className="ch-report-state__hint">{hint}</Text>
      {shown === 'failed' && retry ? (
        <Button size="small" onClick={retry} testId="report-retry">
          {t('retry')}
        </Button>
      ) : shown === 'refused' ? (
        <Button size="small" onClick={() => goTo('/site/index')}>
          {t('backHome')}
        </Button>
      ) : (
        <Button size="small" onClick={() => goTo('/report/index')}>
          {t('backToList')}
        </Button>
      )}
    </View>
  );
}
