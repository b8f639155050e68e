/**
 * The document's trail as a timeline, oldest first: each entry's time, who, what they did and its detail (an opinion,
 * whom). A submission or a correction notes the body version it kept as `v<n>` (server/src/modules/documents), said
 * here as the versions panel names it.
 */
import { Text, View } from '@tarojs/components';
import type { TrailEntry } from '@contract/calls/documents';
import { roleProps } from '@/platform/a11y-role';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';
import { toMinute } from '../shared/time';
import { Section } from './section';

const KEPT_VERSION = /^v(\d+)$/;

export function TrailTimeline({ trail }: { trail: TrailEntry[] }) {
  const { t } = useDocumentsTranslation();
  return (
    <Section title={t('trailTitle')}>
      <View className="ch-doc-trail" {...roleProps('list')} aria-label={t('trailTitle')} data-testid="document-trail">
        {trail.map((entry, i) => (
          <View key={`${entry.at}:${i}`} className={`ch-doc-trail__entry ch-doc-trail__entry--${entry.action}`} {...roleProps('listitem')} data-testid="trail-entry">
            <View className="ch-doc-trail__dot" aria-hidden />
            <View className="ch-doc-trail__main">
              <Text className="ch-doc-trail__head" data-testid="trail-head">
                <UserText text={entry.by_name} /> · {t(`action_${entry.action}`)}
              </Text>
              {entry.detail ? <Detail action={entry.action} detail={entry.detail} /> : null}
              <Text className="ch-doc-trail__at" data-testid="trail-at">
                {toMinute(entry.at)}
              </Text>
            </View>
          </View>
        ))}
      </View>
    </Section>
  );
}

function Detail({ action, detail }: { action: TrailEntry['action']; detail: string }) {
  const { t } = useDocumentsTranslation();
  const kept = (action === 'submit' || action === 'edit') && KEPT_VERSION.exec(detail);
  if (kept) return <Text className="ch-doc-trail__detail">{t('keptVersion', { version: Number(kept[1]) })}</Text>;
  return <UserText className="ch-doc-trail__detail" text={detail} />;
}
