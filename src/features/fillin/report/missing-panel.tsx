/**
 * Who in the scope has not filled in the period (getFillMissing, a page at a time), when each was last reminded, and
 * 一键提醒: after a confirmation, remindFillMissing messages them all; the page says how many were reminded, or, when
 * the server refuses (the same scope again within its interval), why in its words.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import Button from '@/ui/button';
import ListState from '@/ui/list-state';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { useFillWords } from '../shared/fill-words';
import { RemindDialog } from './remind-dialog';
import { REPORT_PAGE_SIZE, useFillMissing, type FillScope } from './use-report';

interface Props {
  scope: FillScope;
  scopeName: string;
  period: string;
  onMobile: boolean;
}

type Reminding = { phase: 'idle' } | { phase: 'asking' } | { phase: 'sending' } | { phase: 'done'; count: number } | { phase: 'refused'; message: string };

export function MissingPanel({ scope, scopeName, period, onMobile }: Props) {
  const { t } = useFillinTranslation();
  const words = useFillWords();
  const list = useFillMissing(scope, onMobile);
  const [reminding, setReminding] = useState<Reminding>({ phase: 'idle' });
  const total = list.state.status === 'ready' ? list.state.total : 0;

  const remind = () => {
    setReminding({ phase: 'sending' });
    api.remindFillMissing(scope, { quiet: true }).then(
      ({ reminded }) => {
        setReminding({ phase: 'done', count: reminded });
        // Each row's last reminder follows, the rows staying in view.
        void list.refresh();
      },
      (error: unknown) => setReminding({ phase: 'refused', message: error instanceof Error ? error.message : '' }),
    );
  };

  return (
    <View className="ch-fill-card" data-testid="missing-panel">
      <View className="ch-fill-panel__bar">
        <Text className="ch-fill-panel__count" data-testid="missing-total">
          {list.state.status === 'ready' ? t('missingTotal', { count: total }) : ''}
        </Text>
        <Button kind="primary" size="small" disabled={total === 0 || reminding.phase === 'sending'} onClick={() => setReminding({ phase: 'asking' })} testId="remind-all">
          {t('remindAll')}
        </Button>
      </View>
      {reminding.phase === 'done' ? (
        <Text className="ch-fill-note ch-fill-note--info" {...roleProps('status')} data-testid="reminded">
          {t('reminded', { count: reminding.count })}
        </Text>
      ) : null}
      {reminding.phase === 'refused' ? (
        <Text className="ch-fill-note ch-fill-note--alert" {...roleProps('alert')} data-testid="remind-refused">
          {reminding.message}
        </Text>
      ) : null}
      <ListState list={list} name="missing" emptyText={t('missingEmpty')} pageSize={REPORT_PAGE_SIZE}>
        <View className="ch-fill-people" {...roleProps('list')} aria-label={t('tab_missing')}>
          {list.state.items.map((p) => (
            <View key={p.uid} className="ch-fill-person" {...roleProps('listitem')} data-testid="missing-person">
              <UserText className="ch-fill-person__name" text={p.name} />
              <UserText className="ch-fill-person__meta" text={[p.number, p.department, p.class_name].filter(Boolean).join(' · ')} />
              {p.reminded_at ? <Text className="ch-fill-person__reminded">{t('remindedAt', { time: words.stamp(p.reminded_at) })}</Text> : null}
            </View>
          ))}
        </View>
      </ListState>
      <RemindDialog
        visible={reminding.phase === 'asking' || reminding.phase === 'sending'}
        count={total}
        scopeName={scopeName}
        period={period}
        busy={reminding.phase === 'sending'}
        onConfirm={remind}
        onClose={() => setReminding({ phase: 'idle' })}
        onMobile={onMobile}
      />
    </View>
  );
}
