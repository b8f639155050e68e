/**
 * 模板: the dispatch templates the reader may use (their offices' and every office's), each to edit or delete (asked
 * first; drafts made from it keep their text), and a new one.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { DocumentTemplate } from '@contract/calls/documents';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import ConfirmPopup from '@/ui/confirm-popup';
import { showToast } from '@/ui/toast';
import UserText from '@/ui/user-text';
import { documentsText, useDocumentsTranslation } from '../i18n';
import { sayRefusal } from '../shared/refusal';
import { SecrecyTag, UrgencyTag } from '../shared/badges';
import { PageState } from '../shared/page-state';
import type { useForbidden } from '@/services/use-forbidden';
import { TemplateDialog } from './template-dialog';

type Editing = { template: DocumentTemplate | null } | null;

export function TemplatesPanel({ watch }: { watch: ReturnType<typeof useForbidden>['watch'] }) {
  const { t } = useDocumentsTranslation();
  const lang = useUiSettings((s) => s.lang);
  const setup = useLoaded(lang, () => watch(api.getDispatchSetup({}, { key: 'getDispatchSetup', quiet: true })));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DocumentTemplate | null>(null);
  const [busy, setBusy] = useState(false);
  if (setup.state.status !== 'ready') return <PageState state={setup.state} retry={setup.retry} />;
  const { templates, offices } = setup.state.data;

  const saved = (template: DocumentTemplate) => {
    setup.update((s) => ({ ...s, templates: s.templates.some((x) => x.id === template.id) ? s.templates.map((x) => (x.id === template.id ? template : x)) : [...s.templates, template] }));
    setEditing(null);
  };
  const remove = () => {
    if (!deleting || busy) return;
    const { id } = deleting;
    setBusy(true);
    api
      .deleteDocumentTemplate({ id }, { quiet: true })
      .then(
        () => {
          showToast({ content: documentsText('templateDeleted'), kind: 'success' });
          setup.update((s) => ({ ...s, templates: s.templates.filter((x) => x.id !== id) }));
        },
        sayRefusal,
      )
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  };

  return (
    <View className="ch-doc-tab" data-testid="templates">
      <View className="ch-doc-actions">
        <Button kind="primary" size="small" onClick={() => setEditing({ template: null })} testId="template-add">
          {t('addTemplate')}
        </Button>
      </View>
      {templates.length === 0 ? (
        <Text className="ch-doc-note">{t('templatesEmpty')}</Text>
      ) : (
        <View className="ch-doc-cards" {...roleProps('list')} aria-label={t('templatesLabel')}>
          {templates.map((x) => (
            <View key={x.id} className="ch-doc-card" {...roleProps('listitem')} data-testid="template-card">
              <UserText className="ch-doc-card__title" text={x.name} />
              <Text className="ch-doc-note">{x.office_id ? <UserText text={x.office_name} /> : t('everyOffice')}</Text>
              {x.title ? <UserText className="ch-doc-card__text" text={x.title} /> : null}
              <View className="ch-doc-card__tags">
                <UrgencyTag urgency={x.urgency} />
                <SecrecyTag secrecy={x.secrecy} />
              </View>
              <View className="ch-doc-actions">
                <Button size="small" onClick={() => setEditing({ template: x })} ariaLabel={t('editTemplateOf', { name: x.name })} testId="template-edit">
                  {t('editTemplate')}
                </Button>
                <Button size="small" onClick={() => setDeleting(x)} ariaLabel={t('deleteTemplateOf', { name: x.name })} testId="template-delete">
                  {t('delete')}
                </Button>
              </View>
            </View>
          ))}
        </View>
      )}
      <TemplateDialog open={editing !== null} template={editing?.template ?? null} offices={offices} onSaved={saved} onClose={() => setEditing(null)} />
      <ConfirmPopup
        visible={deleting !== null}
        title={t('deleteTemplateTitle')}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
        testId="template-confirm"
      >
        {deleting ? t('deleteTemplateBody', { name: deleting.name }) : ''}
      </ConfirmPopup>
    </View>
  );
}
