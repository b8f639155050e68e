/**
 * 发文管理's editor mode: what a dispatch is drafted with (getDispatchSetup) and, when editing, the draft itself;
 * a document the reader may not edit (another's, or one in review) says so instead of opening the form.
 */
import { Text, View } from '@tarojs/components';
import type { DocumentDetail } from '@contract/calls/documents';
import { roleProps } from '@/platform/a11y-role';
import { goBack } from '@/platform/navigation';
import { api } from '@/services/api';
import { idParam, useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { useDocumentsTranslation } from '../i18n';
import { PageHead } from '../shared/page-head';
import { PageState } from '../shared/page-state';
import { MANAGE_ROUTE, NEW_DRAFT } from '../shared/routes';
import { DispatchEditor } from './dispatch-editor';
import type { DispatchSetup } from './dispatch-form';
import '../document-calls';

interface Loaded {
  setup: DispatchSetup;
  draft: DocumentDetail | null;
}

export function EditorPage({ edit }: { edit: string }) {
  const { t } = useDocumentsTranslation();
  const lang = useUiSettings((s) => s.lang);
  const id = edit === NEW_DRAFT ? null : idParam(edit);
  const loaded = useLoaded<Loaded>(edit === NEW_DRAFT || id !== null ? `${edit}|${lang}` : null, () =>
    Promise.all([
      api.getDispatchSetup({}, { key: 'getDispatchSetup', quiet: true }),
      id === null ? Promise.resolve(null) : api.getOfficialDocument({ id }, { key: 'getOfficialDocument', quiet: true }),
    ]).then(([setup, draft]) => ({ setup, draft })),
  );
  const state = loaded.state;
  const title = t(id === null ? 'editorNewTitle' : 'editorEditTitle');
  if (state.status !== 'ready') {
    return (
      <>
        <PageHead title={title} />
        <PageState state={state} retry={loaded.retry} />
      </>
    );
  }
  const { setup, draft } = state.data;
  if (draft && !draft.can.edit) {
    return (
      <>
        <PageHead title={title} />
        <View className="ch-doc-state" data-testid="editor-not-editable">
          <View className="ch-doc-state__title" {...roleProps('heading')} aria-level={2}>
            {t('notEditableTitle')}
          </View>
          <Text className="ch-doc-state__hint">{t('notEditableHint')}</Text>
          <Button size="small" onClick={() => goBack(MANAGE_ROUTE)}>
            {t('cancel')}
          </Button>
        </View>
      </>
    );
  }
  return (
    <>
      <PageHead title={title} />
      <DispatchEditor key={draft?.id ?? NEW_DRAFT} setup={setup} draft={draft} />
    </>
  );
}
