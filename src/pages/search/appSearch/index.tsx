import { useRouter } from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { DesktopPage } from '@/features/frame/desktop-page';
import { keywordParam } from '@/features/search/keyword-param';
import { SearchPage } from '@/features/search/search-page';

export default function SearchResultsPage() {
  const { t } = useTranslation('search');
  const keyword = keywordParam(useRouter().params.keyword);
  return (
    <DesktopPage title={t('title')}>
      <SearchPage keyword={keyword} onMobile={false} />
    </DesktopPage>
  );
}
