import { useEffect, useRef, useState, type FC } from 'react';
import type { SwiperProps } from './types';
import './swiper.scss';

// The first picture is usually the page's largest paint: fetched first and at once; later ones when needed.
// React 18 does not know `fetchPriority`; the lowercase attribute passes through as written. The box has a fixed
// size (swiper.scss), so a picture never moves what is around it.
const FIRST: Record<string, string> = { fetchpriority: 'high', loading: 'eager' };
const LATER: Record<string, string> = { loading: 'lazy' };

// A scroll-snap carousel: the browser does the swiping. antd-mobile's Swiper would bring an animation and a
// gesture library into the first load of the home page (issue 5).
const Swiper: FC<SwiperProps> = ({ slides, intervalMs, height, label }) => {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (slides.length < 2 || paused) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % slides.length;
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [slides.length, intervalMs, paused]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);

  return (
    <section
      className="ch-swiper"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ height: `${height / 100}rem` }}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      onTouchStart={pause}
    >
      <div className="ch-swiper__track" ref={track} onScroll={onScroll}>
        {slides.map((slide, i) => {
          const image = <img src={slide.image} alt={slide.alt} {...(i === 0 ? FIRST : LATER)} />;
          return (
            <div key={slide.key} className="ch-swiper__item" role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${slides.length}`}>
              {slide.onClick ? (
                <button type="button" className="ch-swiper__slide" onClick={slide.onClick} aria-label={slide.alt}>
                  {image}
                </button>
              ) : (
                <div className="ch-swiper__slide">{image}</div>
              )}
            </div>
          );
        })}
      </div>
      {slides.length > 1 ? (
        <div className="ch-swiper__dots" aria-hidden="true">
          {slides.map((slide, i) => (
            <span key={slide.key} className={`ch-swiper__dot${i === current ? ' ch-swiper__dot--active' : ''}`} />
          ))}
        </div>
      ) : null}
    </section>
  );
};

export default Swiper;
