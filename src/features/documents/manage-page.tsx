/** The two views of 发文管理's page file (module.ts): the tabs, or the dispatch editor when the address asks for it (?edit=). */
import { View } from '@tarojs/components';
import { EditorPage } from './editor/editor-page';
import { useDocumentsTranslation } from './i18n';
import { DispatchManage } from './manage/dispatch-manage';
import { NEW_DRAFT } from './shared/routes';
import './document-calls';
import './documents.scss';
import './manage/manage.scss';

export function useManagePage({ params, onMobile }: { params: Record<string, string | undefined>; onMobile: boolean }) {
  const { t } = useDocumentsTranslation();
  const editing = params.edit !== undefined;
  return {
    title: t(editing ? (params.edit === NEW_DRAFT ? 'editorNewTitle' : 'editorEditTitle') : 'manageTitle'),
    body: (
      <View className={`ch-doc ch-doc--${onMobile ? 'mobile' : 'desktop'}`} data-testid="dispatch-manage">
        {editing ? <EditorPage edit={params.edit as string} /> : <DispatchManage params={params} onMobile={onMobile} />}
      </View>
    ),
  };
}
