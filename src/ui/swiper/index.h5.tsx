import { useEffect, useRef, useState, type FC, type FocusEvent } from 'react';
import { RotationToggle } from './rotation-toggle';
import { useRotation } from './rotation';
import type { SwiperProps } from './types';
import './swiper.scss';

// The first picture is usually the page's largest paint: fetched first and at once; later ones when needed.
// React 18 does not know `fetchPriority`; the lowercase attribute passes through as written. The box has a fixed
// size (swiper.scss), so a picture never moves what is around it.
const FIRST: Record<string, string> = { fetchpriority: 'high', loading: 'eager' };
const LATER: Record<string, string> = { loading: 'lazy' };

// A scroll-snap carousel: the browser does the swiping. antd-mobile's Swiper would bring an animation and a
// gesture library into the first load of the home page (issue 5). Its pause button comes first, so the keyboard
// reaches it before the slides; while it turns, the slides are not announced as they change (aria-live off).
const Swiper: FC<SwiperProps> = ({ slides, intervalMs, height, label }) => {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const rotation = useRotation(slides.length);
  const { running, hold } = rotation;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % slides.length;
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [slides.length, intervalMs, running]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  // Moving between the carousel's own controls keeps it held.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
  };

  return (
    <section
      className="ch-swiper"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ height: `${height / 100}rem` }}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={onBlur}
      onTouchStart={rotation.stop}
    >
      {slides.length > 1 ? <RotationToggle playing={rotation.playing} onPress={rotation.toggle} /> : null}
      <div className="ch-swiper__track" ref={track} onScroll={onScroll} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const image = <img src={slide.image} alt={slide.alt} {...(i === 0 ? FIRST : LATER)} />;
          return (
            <div
              key={slide.key}
              className="ch-swiper__item"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
              data-user-content={slide.recorded ? '' : undefined}
            >
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
