import { useRouter } from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { DesktopLayout } from '@/layouts/desktop/desktop-layout';
import { keywordParam } from '@/features/search/keyword-param';
import { SearchPage } from '@/features/search/search-page';

export default function SearchResultsPage() {
  const { t } = useTranslation('search');
  const keyword = keywordParam(useRouter().params.keyword);
  return (
    <DesktopLayout title={t('title')}>
      <SearchPage keyword={keyword} onMobile={false} />
    </DesktopLayout>
  );
}
