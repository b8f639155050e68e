/** The back-to-top control (spec §2 Layouts, §9: it appears after 300 px of scroll). */
import Taro from '@tarojs/taro';
import { BACK_TO_TOP_AFTER } from '@contract/constants';
import { useTranslation } from '@/i18n';
import Pressable from '@/ui/pressable';
import { useScrolledPast } from './use-scrolled-past';
import './back-to-top.scss';

export function BackToTop() {
  const { t } = useTranslation();
  const shown = useScrolledPast(BACK_TO_TOP_AFTER);
  if (!shown) return null;
  return (
    <Pressable className="ch-back-to-top" label={t('frame.backToTop')} testId="back-to-top" onPress={() => void Taro.pageScrollTo({ scrollTop: 0, duration: 300 })}>
      <span className="ch-back-to-top__arrow" aria-hidden="true" />
    </Pressable>
  );
}
