/** The user's latest messages on the personal home: each opens the message centre on its type, unread ones marked. */
import { Text } from '@tarojs/components';
import type { HomeMessage } from '@contract/calls/homepage';
import { Rows, type RowProps } from '@/features/home';
import UserText from '@/ui/user-text';
import { messagesOfType } from './destinations';
import { useHomepageTranslation } from './i18n';

export function MessageRows({ items }: { items: HomeMessage[] }) {
  const { t } = useHomepageTranslation();
  const rowOf = (message: HomeMessage): RowProps => ({
    key: message.id,
    // Titles are written once, in the words of the change that caused them.
    title: <UserText text={message.title} />,
    target: messagesOfType(message.type),
    tag: message.is_read ? null : <Text className="ch-home-row__tag">{t('unread')}</Text>,
    meta: (
      <>
        <Text>{t(`messageType${message.type}`)}</Text>
        <Text>{message.created.slice(0, 16)}</Text>
      </>
    ),
  });
  return <Rows items={items} rowOf={rowOf} testId="homepage-message" />;
}
