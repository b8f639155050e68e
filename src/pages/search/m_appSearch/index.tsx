import { useRouter } from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { keywordParam } from '@/features/search/keyword-param';
import { SearchPage } from '@/features/search/search-page';

export default function MobileSearchResultsPage() {
  const { t } = useTranslation('search');
  const keyword = keywordParam(useRouter().params.keyword);
  return (
    <MobileFrame title={t('title')}>
      <SearchPage keyword={keyword} onMobile />
    </MobileFrame>
  );
}
