/**
 * The start page's body (/matter/start?id=, /matter/startStep, spec §2): loading, a missing service, a service the
 * reader cannot start here (the reason in the spec's words, e.g. 请前往pc端发起), or the form.
 */
import { Text, View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { useMattersTranslation } from '../i18n';
import { LoadState } from '../shared/load-state';
import { StartForm } from './start-form';
import { useStartPage } from './use-start-page';
import '../matters.scss';
import './start.scss';

export function StartFlow({ id, onMobile }: { id: number | null; onMobile: boolean }) {
  const { t } = useMattersTranslation();
  const { state, retry } = useStartPage(id, onMobile);
  const variant = onMobile ? 'mobile' : 'desktop';
  let body;
  if (state.status !== 'ready') body = <LoadState state={state} retry={retry} missingTitle={t('notFoundTitle')} missingHint={t('notFoundHint')} />;
  else if (state.data.app.can_start !== 1) {
    const { app } = state.data;
    body = (
      <View className="ch-matter-state">
        <View className="ch-matter-state__title" {...roleProps('heading')} aria-level={1}>
          {t('cannotStartTitle')}
        </View>
        <Text className="ch-matter-state__hint" data-testid="start-problem">
          {app.start_problem}
        </Text>
        <Button size="small" onClick={() => goTo(onMobile ? '/matter/m_detail' : '/matter/detail', { id: app.id })}>
          {t('backToDetail')}
        </Button>
      </View>
    );
  } else body = <StartForm key={state.data.app.id} data={state.data} onMobile={onMobile} />;
  return <View className={`ch-matter ch-matter--${variant} ch-matter--start`}>{body}</View>;
}
