/**
 * The user centre's messages (spec §2 /site/ucenter?mtype=, §3 Unread counts, §4 message types): a tab per type with
 * its unread count (messageCount), the type's messages a page at a time, "mark all read" after a confirmation, and a
 * tab with the user's feedback and its replies (src/features/feedback), and a last one with the message settings.
 */
import { useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { MyFeedback } from '@/features/feedback';
import { ConfirmDialog } from '@/layouts/frame/confirm-dialog';
import { roleProps } from '@/platform/a11y-role';
import { useUnread } from '@/stores/unread';
import Button from '@/ui/button';
import ListState from '@/ui/list-state';
import Tabs from '@/ui/tabs';
import { showToast } from '@/ui/toast';
import { useMessagesTranslation } from '../i18n';
import { MessageSettingsPanel } from '../settings';
import { FEEDBACK_TAB, MESSAGE_TYPES, SETTINGS_TAB, tabOf, type MessageTab, type MessageType } from './center-tab';
import { MessageRows } from './message-rows';
import { MESSAGE_PAGE_SIZE, useMessageList } from './use-message-list';
import './message-center.scss';

interface Props {
  /** The address's mtype: the tab to open on. */
  mtype?: string;
  onMobile: boolean;
}

export function MessageCenter({ mtype, onMobile }: Props) {
  const { t } = useMessagesTranslation();
  const [tab, setTab] = useState<MessageTab>(tabOf(mtype));
  const byType = useUnread((s) => s.byType);
  const typeKey = tab === SETTINGS_TAB || tab === FEEDBACK_TAB ? null : tab;
  const type = typeKey === null ? null : (Number(typeKey) as 1 | 2 | 3 | 4);
  const { list, markRead, markAllRead } = useMessageList(type, onMobile);
  const [confirming, setConfirming] = useState(false);
  const { state } = list;

  useEffect(() => {
    void useUnread.getState().loadByType();
  }, []);

  const name = (key: MessageType) => t(`types.${key}`);
  const readAll = () => {
    setConfirming(false);
    markAllRead().then(
      () => showToast({ content: t('readAllDone'), kind: 'success' }),
      () => undefined,
    );
  };

  const rows = (
    <ListState list={list} name="message" emptyText={t('empty')} pageSize={MESSAGE_PAGE_SIZE} totalText={t('total', { count: state.total })}>
      <MessageRows items={state.items} onMobile={onMobile} onRead={markRead} />
    </ListState>
  );
  const items = [
    ...MESSAGE_TYPES.map((key) => ({
      key,
      title: byType[key] ? t('tabUnread', { name: name(key), count: byType[key] }) : name(key),
      content: rows,
    })),
    { key: FEEDBACK_TAB, title: t('feedbackTab'), content: <MyFeedback onMobile={onMobile} /> },
    { key: SETTINGS_TAB, title: t('settingsTab'), content: <MessageSettingsPanel /> },
  ];

  return (
    <View className={`ch-message-center ch-message-center--${onMobile ? 'mobile' : 'desktop'}`} data-testid="message-center">
      <View className="ch-message-center__head">
        <View className="ch-message-center__title" {...roleProps('heading')} aria-level={1}>
          {t('userCentre')}
        </View>
        {typeKey !== null && (byType[typeKey] ?? 0) > 0 ? (
          <Button size="small" kind="text" onClick={() => setConfirming(true)} testId="message-read-all">
            {t('readAll')}
          </Button>
        ) : null}
      </View>
      <View className="ch-message-center__panel">
        <Tabs label={t('tabsLabel')} activeKey={tab} onChange={(key) => setTab(key as MessageTab)} items={items} />
      </View>
      <ConfirmDialog
        title={t('readAllTitle')}
        question={confirming && typeKey !== null ? t('readAllQuestion', { name: name(typeKey) }) : null}
        onConfirm={readAll}
        onCancel={() => setConfirming(false)}
        testId="read-all-dialog"
      />
    </View>
  );
}
