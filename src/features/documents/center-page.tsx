/** The two views of 公文中心's page file (module.ts): the list, or one document's detail when the address names it (?id=). */
import { DocumentView } from './detail/document-detail';
import { useDocumentsTranslation } from './i18n';
import { OfficialCenter } from './lists/official-center';

export function useCenterPage({ params, onMobile }: { params: Record<string, string | undefined>; onMobile: boolean }) {
  const { t } = useDocumentsTranslation();
  const detail = params.id !== undefined;
  return {
    title: t(detail ? 'detailTitle' : 'centerTitle'),
    body: detail ? <DocumentView params={params} onMobile={onMobile} /> : <OfficialCenter onMobile={onMobile} />,
  };
}
