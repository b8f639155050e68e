import type { FC } from 'react';
import { Swiper as TaroSwiper, SwiperItem } from '@tarojs/components';
import Image from '../image';
import type { SwiperProps } from './types';
import './swiper.scss';

// A named region, as on H5; a slide that opens something is a button named by its picture.
const Swiper: FC<SwiperProps> = ({ slides, intervalMs, height, label }) => (
  <TaroSwiper
    className="ch-swiper"
    style={{ height: `${height * 2}rpx` }}
    autoplay={slides.length > 1}
    interval={intervalMs}
    circular={slides.length > 1}
    indicatorDots={slides.length > 1}
    aria-role="region"
    aria-label={label}
  >
    {slides.map((slide) => (
      <SwiperItem key={slide.key} onClick={slide.onClick} aria-role={slide.onClick ? 'button' : undefined} aria-label={slide.onClick ? slide.alt : undefined}>
        <Image className="ch-swiper__image" src={slide.image} fit="cover" alt={slide.onClick ? '' : slide.alt} />
      </SwiperItem>
    ))}
  </TaroSwiper>
);

export default Swiper;
