import type { FC } from 'react';
import { Swiper as TaroSwiper, SwiperItem, View } from '@tarojs/components';
import Image from '../image';
import { RotationToggle } from './rotation-toggle';
import { useRotation } from './rotation';
import type { SwiperProps } from './types';
import './swiper.scss';

// A named region, as on H5, with the same pause button; a slide that opens something is a button named by its picture.
const Swiper: FC<SwiperProps> = ({ slides, intervalMs, height, label }) => {
  const rotation = useRotation(slides.length);
  return (
    <View className="ch-swiper" style={{ height: `${height * 2}rpx` }} aria-role="region" aria-label={label}>
      {slides.length > 1 ? <RotationToggle playing={rotation.playing} onPress={rotation.toggle} /> : null}
      <TaroSwiper
        className="ch-swiper__wheel"
        autoplay={rotation.running}
        interval={intervalMs}
        circular={slides.length > 1}
        indicatorDots={slides.length > 1}
        onTouchStart={rotation.stop}
      >
        {slides.map((slide) => (
          <SwiperItem
            key={slide.key}
            onClick={slide.onClick}
            aria-role={slide.onClick ? 'button' : undefined}
            aria-label={slide.onClick ? slide.alt : undefined}
            data-user-content={slide.recorded ? '' : undefined}
          >
            <Image className="ch-swiper__image" src={slide.image} fit="cover" alt={slide.onClick ? '' : slide.alt} />
          </SwiperItem>
        ))}
      </TaroSwiper>
    </View>
  );
};

export default Swiper;
