/**
 * Layout one's right quick-navigation bar (spec §2): my home, my approvals, my applications, fill-in statistics,
 * data center (each with the permit the menu asks for, §6), feedback when the page offers its dialog, and sign-out
 * (the two that act in place are buttons, the rest links);
 * the official-account QR on hover under its rule (right-nav-qr.tsx, loaded with the user's settings only when
 * signed in). Signed out: the two login choices.
 */
import { Suspense, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { Permit } from '@contract/rules/permissions';
import { useTranslation } from '@/i18n';
import { useCan } from '@/stores/permissions';
import { useSession } from '@/stores/session';
import { useUnread } from '@/stores/unread';
import Pressable from '@/ui/pressable';
import Icon from '@/ui/icon';
import { signInOffCampus, signInOnCampus, signOut, useCasOffered } from './login-entry';
import type { MenuAction } from './menu-open';
import { RightNavQr } from './right-nav-qr-lazy';
import { runMenuAction } from './run-menu-action';
import { TodoDot } from './todo-dot';
import './right-nav.scss';

interface Entry {
  key: string;
  icon: ReactNode;
  label: string;
  onPress: () => void;
  dot?: boolean;
}

const to = (route: string, query?: Record<string, string>): (() => void) => () => runMenuAction({ kind: 'route', route, query } satisfies MenuAction);

export function RightNav({ onFeedback }: { onFeedback?: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const casOffered = useCasOffered();
  const can = useCan();
  const todo = useUnread((s) => s.todo);
  const uid = useSession((s) => s.user?.uid);

  const entries: Entry[] = [
    { key: 'home', icon: <Icon name="user" />, label: t('quickNav.myHome'), onPress: to('/homepage/index') },
    { key: 'approvals', icon: <Icon name="check-shield" />, label: t('quickNav.myApprovals'), onPress: to('/matter/todo', { page: 'todo' }), dot: signedIn && todo > 0 },
    { key: 'applications', icon: <Icon name="file" />, label: t('quickNav.myApplications'), onPress: to('/matter/launch', { page: 'launch' }) },
    ...(can(Permit.tbReport) ? [{ key: 'fill-stats', icon: <Icon name="pie" />, label: t('quickNav.fillStats'), onPress: to('/fillForm/report') }] : []),
    ...(can(Permit.appsReportLists) ? [{ key: 'data-center', icon: <Icon name="histogram" />, label: t('quickNav.dataCenter'), onPress: to('/report/index') }] : []),
    ...(onFeedback ? [{ key: 'feedback', icon: <Icon name="message" />, label: t('quickNav.feedback'), onPress: onFeedback }] : []),
    ...(signedIn
      ? [{ key: 'logout', icon: <Icon name="user-circle" />, label: t('quickNav.logout'), onPress: signOut }]
      : [
          ...(casOffered ? [{ key: 'login-campus', icon: <Icon name="user-circle" />, label: t('frame.loginCampus'), onPress: signInOnCampus }] : []),
          { key: 'login-outside', icon: <Icon name="user-add" />, label: t('frame.loginOutside'), onPress: signInOffCampus },
        ]),
  ];

  return (
    <View className="ch-right-nav" role="navigation" aria-label={t('quickNav.label')} data-testid="right-nav">
      {entries.map((entry) => (
        <Pressable key={entry.key} className="ch-right-nav__item" role={entry.key === 'logout' || entry.key === 'feedback' ? 'button' : 'link'} testId={`quick-${entry.key}`} onPress={entry.onPress}>
          <Text className="ch-right-nav__icon" aria-hidden="true">
            {entry.icon}
          </Text>
          <Text className="ch-right-nav__label">{entry.label}</Text>
          {entry.dot ? <TodoDot /> : null}
        </Pressable>
      ))}
      {signedIn ? (
        <Suspense fallback={null}>
          {/* Keyed by the user: another sign-in reads its own settings. */}
          <RightNavQr key={uid} />
        </Suspense>
      ) : null}
    </View>
  );
}
