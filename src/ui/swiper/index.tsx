import { Swiper as TaroSwiper, SwiperItem } from '@tarojs/components';
import Image from '../image';
import type { SwiperProps } from './types';
import './swiper.scss';

export default function Swiper({ slides, intervalMs, height }: SwiperProps) {
  return (
    <TaroSwiper className="ch-swiper" style={{ height: `${height * 2}rpx` }} autoplay={slides.length > 1} interval={intervalMs} circular indicatorDots>
      {slides.map((slide) => (
        <SwiperItem key={slide.key} onClick={slide.onClick}>
          <Image className="ch-swiper__image" src={slide.image} fit="cover" alt={slide.alt} />
        </SwiperItem>
      ))}
    </TaroSwiper>
  );
}
