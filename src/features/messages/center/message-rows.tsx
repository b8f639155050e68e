/**
 * Rows of a message list: unread mark, title, content and time. Opening one marks it read and goes where it leads
 * (contract/rules/message-target.ts: the task, the application or the notice); one about nothing is only marked read.
 */
import { Text, View } from '@tarojs/components';
import type { Message } from '@contract/calls/messages';
import { messageTarget } from '@contract/rules/message-target';
import { goTo } from '@/platform/navigation';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useMessagesTranslation } from '../i18n';

interface Props {
  items: Message[];
  onMobile: boolean;
  onRead(message: Message): Promise<void>;
}

export function MessageRows({ items, onMobile, onRead }: Props) {
  const { t } = useMessagesTranslation();
  return (
    <View className="ch-message-rows" {...roleProps('list')}>
      {items.map((message) => {
        const target = messageTarget(message.about, onMobile);
        const unread = message.is_read === 0;
        const open = () => {
          // The read mark is sent on the way out; a failure says so in a toast and the page still opens.
          void onRead(message).catch(() => undefined);
          if (target) goTo(target.route, target.query);
        };
        return (
          <View key={message.id} {...roleProps('listitem')}>
            <Pressable role={target ? 'link' : 'button'} className={`ch-message-row${unread ? ' ch-message-row--unread' : ''}`} onPress={open} testId="message-row">
              <View className="ch-message-row__title">
                {unread ? <Text className="ch-message-row__dot">{t('unread')}</Text> : null}
                <UserText className="ch-message-row__text" text={message.title} />
              </View>
              {message.content ? <UserText className="ch-message-row__content" text={message.content} /> : null}
              <Text className="ch-message-row__time">{message.created.slice(0, 16)}</Text>
            </Pressable>
          </View>
        );
      })}
    </View>
  );
}
