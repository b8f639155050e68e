/**
 * A copy (抄送) opened to read (type=read): the read receipt is given as it opens (readCcTask) while the copy is
 * still open, and the reader is told it was copied to them.
 */
import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { api } from '@/services/api';
import { useUnread } from '@/stores/unread';
import type { MyTask } from '../rules/examine';
import { useExamineTranslation } from './i18n';

export function useReadReceipt(task: MyTask | null): boolean {
  const [read, setRead] = useState(task === null);
  const given = useRef<string | null>(null);
  const taskId = task?.task_id ?? null;
  useEffect(() => {
    if (taskId === null || given.current === taskId) return;
    given.current = taskId;
    api.readCcTask({ task_id: taskId }, { quiet: true }).then(
      () => {
        setRead(true);
        void useUnread.getState().load();
      },
      () => undefined,
    );
  }, [taskId]);
  return read;
}

export function CopyNotice({ task }: { task: MyTask | null }) {
  const { t } = useExamineTranslation();
  const read = useReadReceipt(task);
  return (
    <View className="ch-copy-notice" data-testid="copy-notice">
      <Text>{t('copyNotice')}</Text>
      {read ? (
        <Text className="ch-matter-tag ch-matter-tag--green" data-testid="copy-read">
          {t('copyRead')}
        </Text>
      ) : null}
    </View>
  );
}
