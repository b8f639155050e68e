/** What a page of one thing (a document, the editor's setup) shows instead: loading, missing with a way back, or failed with a retry. */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import type { Loaded } from '@/services/use-loaded';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { useDocumentsTranslation } from '../i18n';
import { CENTER_ROUTE } from './routes';

interface Props {
  state: Exclude<Loaded<unknown>, { status: 'ready' }>;
  retry(): void;
}

export function PageState({ state, retry }: Props) {
  const { t } = useDocumentsTranslation();
  if (state.status === 'loading') return <Loading label={t('loading')} />;
  const failed = state.status === 'failed';
  return (
    <View className="ch-doc-state" data-testid={`documents-${state.status}`} {...(failed ? roleProps('alert') : {})}>
      <View className="ch-doc-state__title" {...roleProps('heading')} aria-level={2}>
        {failed ? t('failedTitle') : t('missingTitle')}
      </View>
      <Text className="ch-doc-state__hint">{failed ? state.message || t('failedTitle') : t('missingHint')}</Text>
      {failed ? (
        <Button size="small" onClick={retry}>
          {t('retry')}
        </Button>
      ) : (
        <Button size="small" onClick={() => goTo(CENTER_ROUTE)}>
          {t('backToCenter')}
        </Button>
      )}
    </View>
  );
}
