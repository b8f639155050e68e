/** The carousel's pause/play button, on both targets: named by what pressing it does, drawn in CSS. */
import { Text } from '@tarojs/components';
import Pressable from '../pressable';
import { useUiTexts } from '../texts';

export function RotationToggle({ playing, onPress }: { playing: boolean; onPress(): void }) {
  const { t } = useUiTexts();
  return (
    <Pressable className="ch-swiper__toggle" label={t(playing ? 'pauseCarousel' : 'playCarousel')} onPress={onPress} testId="carousel-toggle">
      <Text className={`ch-swiper__toggle-icon ch-swiper__toggle-icon--${playing ? 'pause' : 'play'}`} aria-hidden="true" />
    </Pressable>
  );
}
