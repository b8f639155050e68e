/**
 * Layout two's message dropdown (spec §2): unread messages by type (messageCount), each opening the user centre
 * on that type (/site/ucenter?mtype=), and all messages.
 */
import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { MessageType } from '@contract/constants';
import { useTranslation } from '@/i18n';
import { useUnread } from '@/stores/unread';
import Pressable from '@/ui/pressable';
import Icon from '@/ui/icon';
import { CountBadge, countText } from './count-badge';
import { Dropdown } from './dropdown';
import { runMenuAction } from './run-menu-action';
import './message-dropdown.scss';

const UCENTER = '/site/ucenter';

export function MessageDropdown({ className }: { className?: string }) {
  const { t } = useTranslation();
  const total = useUnread((s) => s.messages);
  const byType = useUnread((s) => s.byType);
  useEffect(() => {
    void useUnread.getState().loadByType();
  }, [total]);
  return (
    <Dropdown
      testId="message-dropdown"
      triggerClassName={className}
      // The accessible name holds the badge as shown (axe: label-content-name-mismatch).
      label={total > 0 ? `${t('frame.messages')} ${countText(total)}` : t('frame.messages')}
      trigger={
        <View className="ch-messages__trigger">
          <Icon name="bell" className="ch-messages__bell" />
          <CountBadge count={total} className="ch-messages__badge" />
        </View>
      }
    >
      {(close) => (
        <View className="ch-messages">
          {Object.values(MessageType).map((type) => (
            <Pressable
              key={type}
              className="ch-messages__row"
              role="link"
              testId={`message-type-${type}`}
              onPress={() => {
                close();
                runMenuAction({ kind: 'route', route: UCENTER, query: { mtype: String(type) } });
              }}
            >
              <Text>{t(`frame.messageTypes.${type}`)}</Text>
              <Text className={`ch-messages__count${byType[type] ? ' ch-messages__count--unread' : ''}`}>{byType[type] ?? 0}</Text>
            </Pressable>
          ))}
          <Pressable
            className="ch-messages__all"
            role="link"
            onPress={() => {
              close();
              runMenuAction({ kind: 'route', route: UCENTER });
            }}
          >
            {t('frame.allMessages')}
          </Pressable>
        </View>
      )}
    </Dropdown>
  );
}
