/**
 * The application's history as a timeline (getMatterDetail steps): each step's node, who acted ("系统" for automatic
 * steps), the action in words, the opinion and when. Newest last, as it happened.
 */
import { Text, View } from '@tarojs/components';
import { actedByText } from '@contract/rules/grants';
import type { MatterStep } from '../rules/examine';
import { stepTone } from '../rules/step-tone';
import { roleProps } from '@/platform/a11y-role';
import UserText from '@/ui/user-text';
import { useExamineTranslation } from './i18n';

/**
 * An action in the reader's words: the lists' action_* texts, the raw name for one they do not know; who took it,
 * naming whoever acted for them under a grant (王晓燕 代 李振华, spec §6).
 */
export function useActionWords() {
  const { t, i18n } = useExamineTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return {
    action: (s: MatterStep) => t(`action_${s.action}`, { defaultValue: s.action }),
    actor: (s: MatterStep) => (s.actor_name ? actedByText(s.actor_name, s.agent_name, lang) : t('systemActor')),
  };
}

export function HistoryTimeline({ steps }: { steps: readonly MatterStep[] }) {
  const { t } = useExamineTranslation();
  const words = useActionWords();
  if (steps.length === 0) return <Text className="ch-matter-muted">{t('historyEmpty')}</Text>;
  return (
    <View className="ch-timeline" {...roleProps('list')} aria-label={t('historyTitle')} data-testid="examine-history">
      {steps.map((s, i) => (
        <View key={`${s.created}-${i}`} className={`ch-timeline__step ch-timeline__step--${stepTone(s.action)}`} data-tone={stepTone(s.action)} {...roleProps('listitem')}>
          <Text className="ch-timeline__dot" aria-hidden="true" />
          <View className="ch-timeline__text">
            <View className="ch-timeline__line">
              <Text className="ch-timeline__node">{s.node_name}</Text>
              <Text className="ch-timeline__action">{words.action(s)}</Text>
            </View>
            <Text className="ch-matter-muted">
              {s.actor_name ? <UserText text={words.actor(s)} /> : words.actor(s)} · {s.created.slice(0, 16)}
            </Text>
            {s.opinion ? <UserText className="ch-timeline__opinion" text={s.opinion} /> : null}
          </View>
        </View>
      ))}
    </View>
  );
}
