/**
 * 编号规则: the numbering rule of each office the reader manages, its short name and letterhead, this year's count and
 * the next number.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { NumberRule } from '@contract/calls/documents';
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useDocumentsTranslation } from '../i18n';
import { DataTable } from '@/ui/data-table';
import { PageState } from '../shared/page-state';
import type { useForbidden } from '@/services/use-forbidden';
import { RuleDialog } from './rule-dialog';

export function NumberRules({ watch }: { watch: ReturnType<typeof useForbidden>['watch'] }) {
  const { t } = useDocumentsTranslation();
  const lang = useUiSettings((s) => s.lang);
  const rules = useLoaded(lang, () => watch(api.getNumberRules({}, { key: 'getNumberRules', quiet: true })));
  const [editing, setEditing] = useState<NumberRule | null>(null);
  if (rules.state.status !== 'ready') return <PageState state={rules.state} retry={rules.retry} />;
  const saved = (rule: NumberRule) => {
    rules.update((list) => list.map((r) => (r.office_id === rule.office_id ? rule : r)));
    setEditing(null);
  };
  return (
    <View className="ch-doc-tab" data-testid="number-rules">
      {rules.state.data.length === 0 ? (
        <Text className="ch-doc-note">{t('rulesEmpty')}</Text>
      ) : (
        <DataTable block="ch-doc-table"
          label={t('rulesLabel')}
          rows={rules.state.data}
          rowKey={(r) => r.office_id}
          testId="rules"
          columns={[
            { key: 'office', head: t('ruleOffice'), lead: true, width: 'minmax(9em, 1.5fr)', cell: (r) => <UserText text={r.office_name} /> },
            { key: 'pattern', head: t('rulePattern'), width: 'minmax(10em, 1.5fr)', cell: (r) => <UserText text={r.pattern} /> },
            { key: 'org', head: t('ruleOrg'), cell: (r) => <UserText text={r.org} /> },
            { key: 'mark', head: t('ruleMark'), width: 'minmax(10em, 1.5fr)', cell: (r) => <UserText text={r.mark} /> },
            { key: 'issued', head: t('ruleIssued'), width: 'minmax(5em, 0.7fr)', cell: (r) => String(r.issued) },
            { key: 'next', head: t('ruleNext'), width: 'minmax(10em, 1.5fr)', cell: (r) => <UserText text={r.next} /> },
            {
              key: 'edit',
              head: t('ruleActions'),
              width: 'minmax(5em, 0.6fr)',
              action: true,
              cell: (r) => (
                <Button size="small" kind="text" onClick={() => setEditing(r)} ariaLabel={t('editRuleOf', { office: r.office_name })} testId="rule-edit">
                  {t('editRule')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <RuleDialog rule={editing} onSaved={saved} onClose={() => setEditing(null)} />
    </View>
  );
}
