/**
 * 发文管理 (spec §2 /reserve/dispatchManage): the dispatches of the offices the reader manages, their numbering rules
 * and the templates, with 拟稿 opening the editor (../manage-page.tsx). Refused for want of the document permit, the
 * page says so.
 */
import { useState } from 'react';
import Button from '@/ui/button';
import Tabs from '@/ui/tabs';
import { useDocumentsTranslation } from '../i18n';
import { NoPermit, useLacksPermit } from '../shared/no-permit';
import { PageHead } from '../shared/page-head';
import { NEW_DRAFT, openEditor } from '../shared/routes';
import { useForbidden } from '@/services/use-forbidden';
import { DispatchList } from './dispatch-list';
import { NumberRules } from './number-rules';
import { TemplatesPanel } from './templates-panel';

const TABS = ['list', 'rules', 'templates'] as const;
type Tab = (typeof TABS)[number];

export function DispatchManage({ params, onMobile }: { params: Record<string, string | undefined>; onMobile: boolean }) {
  const { t } = useDocumentsTranslation();
  const [tab, setTab] = useState<Tab>(TABS.find((k) => k === params.tab) ?? 'list');
  const { forbidden, watch } = useForbidden();
  const lacksPermit = useLacksPermit();
  if (forbidden || lacksPermit) return <NoPermit>{<PageHead title={t('manageTitle')} />}</NoPermit>;
  const content = { list: <DispatchList onMobile={onMobile} watch={watch} />, rules: <NumberRules watch={watch} />, templates: <TemplatesPanel watch={watch} /> };
  return (
    <>
      <PageHead title={t('manageTitle')}>
        <Button kind="primary" size="small" onClick={() => openEditor(NEW_DRAFT)} testId="dispatch-new">
          {t('newDispatch')}
        </Button>
      </PageHead>
      <Tabs label={t('manageTabs')} activeKey={tab} onChange={(key) => setTab(key as Tab)} items={TABS.map((key) => ({ key, title: t(`tab_${key}`), content: key === tab ? content[key] : null }))} />
    </>
  );
}
