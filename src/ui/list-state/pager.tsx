/** Page links of a desktop list: previous, the first, the last and the pages near the current one, next. */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '../pressable';
import { useUiTexts } from '../texts';
import { pageCount, pagerItems } from './pages';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}

export function Pager({ page, total, pageSize, onPage }: Props) {
  const { t } = useUiTexts();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <View className="ch-pager" {...roleProps('navigation')} aria-label={t('pager')}>
      {page > 1 ? (
        <Pressable className="ch-pager__item" onPress={() => onPage(page - 1)} testId="pager-previous">
          {t('previousPage')}
        </Pressable>
      ) : null}
      {pagerItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          <Text key={`gap-${i}`} className="ch-pager__gap" aria-hidden="true">
            …
          </Text>
        ) : item === page ? (
          <Text key={item} className="ch-pager__item ch-pager__item--current" aria-current="page">
            {item}
          </Text>
        ) : (
          <Pressable key={item} className="ch-pager__item" label={t('pageN', { page: item })} onPress={() => onPage(item)}>
            {String(item)}
          </Pressable>
        ),
      )}
      {page < pages ? (
        <Pressable className="ch-pager__item" onPress={() => onPage(page + 1)} testId="pager-next">
          {t('nextPage')}
        </Pressable>
      ) : null}
    </View>
  );
}
