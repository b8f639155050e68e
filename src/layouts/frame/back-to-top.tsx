/** The back-to-top control (spec §2 Layouts, §9: it appears after 300 px of scroll). */
import { useRef } from 'react';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { BACK_TO_TOP_AFTER } from '@contract/constants';
import { useTranslation } from '@/i18n';
import Pressable from '@/ui/pressable';
import { useScrolledPast } from './use-scrolled-past';
import './back-to-top.scss';

export function BackToTop() {
  const { t } = useTranslation();
  // An empty anchor marks which page this button belongs to while the button itself is not shown.
  const anchor = useRef(null);
  const shown = useScrolledPast(BACK_TO_TOP_AFTER, anchor);
  return (
    <View ref={anchor} className="ch-back-to-top-anchor">
      {shown ? (
        <Pressable className="ch-back-to-top" label={t('frame.backToTop')} testId="back-to-top" onPress={() => void Taro.pageScrollTo({ scrollTop: 0, duration: 300 })}>
          <span className="ch-back-to-top__arrow" aria-hidden="true" />
        </Pressable>
      ) : null}
    </View>
  );
}
