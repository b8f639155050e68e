import { Swiper as AntSwiper } from 'antd-mobile';
import type { SwiperProps } from './types';
import './swiper.scss';

export default function Swiper({ slides, intervalMs, height, label }: SwiperProps) {
  return (
    <section className="ch-swiper" aria-roledescription="carousel" aria-label={label} style={{ height: `${height / 100}rem` }}>
      <AntSwiper autoplay={slides.length > 1} autoplayInterval={intervalMs} loop={slides.length > 1} style={{ height: '100%' }}>
        {slides.map((slide) => (
          <AntSwiper.Item key={slide.key}>
            {slide.onClick ? (
              <button type="button" className="ch-swiper__slide" onClick={slide.onClick} aria-label={slide.alt}>
                <img src={slide.image} alt={slide.alt} />
              </button>
            ) : (
              <div className="ch-swiper__slide">
                <img src={slide.image} alt={slide.alt} />
              </div>
            )}
          </AntSwiper.Item>
        ))}
      </AntSwiper>
    </section>
  );
}
