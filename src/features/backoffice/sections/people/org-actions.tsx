/**
 * The organisation's actions (新增, 编辑, 删除) as the back office offers them: the organisation-user system manages
 * people, departments and posts, so each only says so (spec §8) and changes nothing.
 */
import type { ReactNode } from 'react';
import { specText } from '@contract/texts';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { useConfirm, type RowAction } from '../../kit';
import { usePeopleTranslation } from './i18n';

export function useOrgActions<Row>(): { toolbar: ReactNode; rowActions(row: Row): RowAction<Row>[]; dialog: ReactNode } {
  const { t } = usePeopleTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [confirm, dialog] = useConfirm();
  const say = () => void confirm(specText('orgManaged', lang));
  const toolbar = (
    <>
      <Button kind="primary" size="small" testId="org-add" onClick={say}>
        {t('add')}
      </Button>
      <span className="ch-people-note">{t('managedElsewhere')}</span>
    </>
  );
  return {
    toolbar,
    rowActions: () => [
      { label: t('edit'), onPress: say },
      { label: t('remove'), onPress: say },
    ],
    dialog,
  };
}
