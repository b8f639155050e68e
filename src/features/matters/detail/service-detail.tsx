/**
 * The service detail page (/matter/detail?id=, spec §2): the service with its department, category, promised time,
 * deadline and audience; the favourite toggle; the start button, or why the reader cannot start it here (desktop or
 * mobile only, closed, not for their identity: getAppDetail's start_problem in the spec's words); the guide, the
 * materials to prepare and the process drawn as a flow.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { AppDetail } from '@contract/calls/apps';
import { goTo } from '@/platform/navigation';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Image from '@/ui/image';
import Pressable from '@/ui/pressable';
import { useMattersTranslation } from '../i18n';
import { LoadState } from '../shared/load-state';
import { ProcessDiagram } from './process-diagram';
import { useServiceDetail } from './use-service-detail';
import '../matters.scss';
import './service-detail.scss';

interface Props {
  id: number | null;
  onMobile: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View className="ch-matter-card ch-detail__section">
      <View className="ch-matter-card__title" {...roleProps('heading')} aria-level={2}>
        {title}
      </View>
      {children}
    </View>
  );
}

function Facts({ app }: { app: AppDetail }) {
  const { t } = useMattersTranslation();
  const facts = [
    { key: 'department', value: app.departName },
    { key: 'category', value: app.category_name },
    { key: 'handlingTime', value: app.handling_days === null ? '' : t('handlingDays', { count: app.handling_days }) },
    { key: 'deadline', value: app.during_upper.slice(0, 10) },
    { key: 'audience', value: app.audiences.map((a) => t(`audience_${a}`)).join('、') },
  ].filter((f) => f.value);
  return (
    <View className="ch-detail__facts">
      {facts.map((f) => (
        <View key={f.key} className="ch-detail__fact">
          <Text className="ch-detail__fact-name">{t(f.key)}</Text>
          <Text className="ch-detail__fact-value">{f.value}</Text>
        </View>
      ))}
    </View>
  );
}

export function ServiceDetail({ id, onMobile }: Props) {
  const { t } = useMattersTranslation();
  const { state, retry, toggleFavourite, saving, signedIn } = useServiceDetail(id, onMobile);
  const variant = onMobile ? 'mobile' : 'desktop';
  if (state.status !== 'ready') {
    return (
      <View className={`ch-matter ch-matter--${variant}`}>
        <LoadState state={state} retry={retry} missingTitle={t('notFoundTitle')} missingHint={t('notFoundHint')} />
      </View>
    );
  }
  const app = state.data;
  const start = () => goTo(onMobile ? '/matter/m_start' : '/matter/start', { id: app.id });
  return (
    <View className={`ch-matter ch-matter--${variant} ch-detail`}>
      <View className="ch-matter-card ch-detail__head">
        <Image className="ch-detail__logo" src={app.logo_url} alt="" />
        <View className="ch-detail__heading">
          <View className="ch-detail__name" {...roleProps('heading')} aria-level={1}>
            {app.name}
          </View>
          <Facts app={app} />
        </View>
        <View className="ch-detail__actions">
          {signedIn ? (
            <Pressable className={`ch-detail__favourite${app.favourite ? ' ch-detail__favourite--on' : ''}`} testId="favourite-toggle" onPress={() => void toggleFavourite()}>
              <Text aria-hidden="true">{app.favourite ? '★' : '☆'}</Text>
              <Text>{saving ? '…' : t(app.favourite ? 'favourited' : 'favourite')}</Text>
            </Pressable>
          ) : null}
          <Button kind="primary" size={onMobile ? 'large' : 'middle'} block={onMobile} disabled={app.can_start !== 1} onClick={start} testId="start-button">
            {t('start')}
          </Button>
          {app.can_start !== 1 && app.start_problem ? (
            <Text className="ch-detail__problem" {...roleProps('status')} data-testid="start-problem">
              {app.start_problem}
            </Text>
          ) : null}
        </View>
      </View>
      <Section title={t('guide')}>
        <Text className="ch-detail__guide">{app.description || t('noGuide')}</Text>
      </Section>
      <Section title={t('materials')}>
        {app.materials.length === 0 ? (
          <Text className="ch-matter-muted">{t('noMaterials')}</Text>
        ) : (
          <View className="ch-detail__materials" {...roleProps('list')}>
            {app.materials.map((m, i) => (
              <View key={`${m.name}-${i}`} className="ch-detail__material" {...roleProps('listitem')}>
                <Text className={`ch-matter-tag${m.required ? ' ch-matter-tag--strong' : ''}`}>{t(m.required ? 'materialRequired' : 'materialOptional')}</Text>
                <View className="ch-detail__material-text">
                  <Text className="ch-detail__material-name">{m.name}</Text>
                  {m.note ? <Text className="ch-matter-muted">{m.note}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        )}
      </Section>
      <Section title={t('process')}>
        <ProcessDiagram outline={app.process} narrow={onMobile} />
      </Section>
    </View>
  );
}
