/**
 * The route preview beside the form (spec: before submit, who handles each step and when it is likely done): each
 * step with its people's names and expected time, a step the applicant chooses for marked as such, and the likely
 * finish date.
 */
import { Text, View } from '@tarojs/components';
import type { OutlineNode } from '@contract/calls/matters';
import { listed } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import UserText from '@/ui/user-text';
import { useMattersTranslation } from '../i18n';
import type { RoutePreview } from './use-route-preview';

interface Props {
  preview: RoutePreview;
  /** Steps whose approver the applicant chooses (the outline says so; the preview lists nobody until chosen). */
  choosing: OutlineNode[];
  chosenNames: Record<string, string[]>;
  /** In the confirmation: without the heading and hint. */
  compact?: boolean;
}

export function finishText(preview: RoutePreview, t: (key: string) => string): string {
  return preview.route?.finish_at ? preview.route.finish_at.slice(0, 16) : t('finishUnknown');
}

export function RoutePreviewPanel({ preview, choosing, chosenNames, compact }: Props) {
  const { t } = useMattersTranslation();
  const route = preview.route;
  const applicantChooses = new Set(choosing.map((n) => n.id));
  return (
    <View className={`ch-route${compact ? ' ch-route--compact' : ''}`} data-testid="route-preview" aria-busy={preview.status === 'loading'}>
      {compact ? null : (
        <>
          <View className="ch-matter-card__title" {...roleProps('heading')} aria-level={2}>
            {t('routeTitle')}
          </View>
          <Text className="ch-matter-muted ch-route__hint">{t('routeHint')}</Text>
        </>
      )}
      {route === null ? (
        <Text className="ch-matter-muted">{preview.status === 'failed' ? t('routeFailed') : t('routeLoading')}</Text>
      ) : (
        <>
          <View className="ch-route__steps" {...roleProps('list')}>
            {route.nodes.map((node, i) => {
              const names = node.approvers.length > 0 ? node.approvers.map((a) => a.name) : (chosenNames[node.node_id] ?? []);
              const who = names.length > 0 ? <UserText text={listed(names)} /> : applicantChooses.has(node.node_id) ? t('routeApplicantChooses') : t('routeNobody');
              return (
                <View key={node.node_id} className={`ch-route__step ch-route__step--${node.kind}`} {...roleProps('listitem')}>
                  <Text className="ch-route__index" aria-hidden="true">
                    {i + 1}
                  </Text>
                  <View className="ch-route__text">
                    <Text className="ch-route__name">
                      {node.kind === 'cc' ? `${t('routeCopied')} · ` : ''}
                      {node.node_name}
                    </Text>
                    <Text className="ch-route__who" data-testid="route-approvers">
                      {who}
                    </Text>
                    {node.kind === 'approval' ? <Text className="ch-matter-muted">{t('routeExpected', { time: node.expected_at.slice(0, 16) })}</Text> : null}
                  </View>
                </View>
              );
            })}
          </View>
          <View className="ch-route__finish">
            <Text className="ch-route__finish-name">{t('finishAt')}</Text>
            <Text className="ch-route__finish-time" data-testid="route-finish">
              {finishText(preview, t)}
            </Text>
          </View>
        </>
      )}
    </View>
  );
}
