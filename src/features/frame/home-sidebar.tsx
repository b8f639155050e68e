/**
 * The home page v2 right sidebar (spec §2 "Right quick-navigation bar"): messages (/site/ucenter), to-do, launched,
 * the external network-check page, a QR code to the mobile home and feedback (when the page has its dialog).
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { goTo, openExternal } from '@/platform/navigation';
import { useSession } from '@/stores/session';
import { useSiteFlags } from '@/stores/site-config';
import { useUnread } from '@/stores/unread';
import { CountBadge } from '@/layouts/frame/count-badge';
import Pressable from '@/ui/pressable';
import Icon from '@/ui/icon';
import { ScanToPhone } from './scan-to-phone';
import './home-sidebar.scss';

interface Entry {
  key: string;
  icon: ReactNode;
  label: string;
  count?: number;
  onPress: () => void;
}

export function HomeSidebar({ onFeedback }: { onFeedback?: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const { messages, todo } = useUnread();
  const { networkCheckUrl } = useSiteFlags();
  const entries: Entry[] = [
    { key: 'messages', icon: <Icon name="mail" />, label: t('sidebar.messages'), count: signedIn ? messages : 0, onPress: () => goTo('/site/ucenter') },
    { key: 'todo', icon: <Icon name="check-shield" />, label: t('sidebar.todo'), count: signedIn ? todo : 0, onPress: () => goTo('/matter/todo', { page: 'todo' }) },
    { key: 'launched', icon: <Icon name="file" />, label: t('sidebar.launched'), onPress: () => goTo('/matter/launch', { page: 'launch' }) },
    ...(networkCheckUrl ? [{ key: 'network', icon: <Icon name="global" />, label: t('sidebar.networkCheck'), onPress: () => openExternal(networkCheckUrl) }] : []),
    ...(onFeedback ? [{ key: 'feedback', icon: <Icon name="message" />, label: t('sidebar.feedback'), onPress: onFeedback }] : []),
  ];
  return (
    <View className="ch-sidebar" role="navigation" aria-label={t('sidebar.label')} data-testid="home-sidebar">
      <View className="ch-sidebar__grid">
        {entries.map((entry) => (
          <Pressable key={entry.key} role={entry.key === 'feedback' ? 'button' : 'link'} className="ch-sidebar__entry" testId={`sidebar-${entry.key}`} onPress={entry.onPress}>
            <Text className="ch-sidebar__icon" aria-hidden="true">
              {entry.icon}
            </Text>
            <Text className="ch-sidebar__label">{entry.label}</Text>
            <CountBadge count={entry.count ?? 0} className="ch-sidebar__count" />
          </Pressable>
        ))}
      </View>
      <View className="ch-sidebar__qr">
        <Text className="ch-sidebar__qr-title">{t('sidebar.qr')}</Text>
        <ScanToPhone route="/site/m_indexs" />
      </View>
    </View>
  );
}
