export interface SwiperSlide {
  key: string | number;
  image: string;
  alt: string;
  onClick?: () => void;
}

export interface SwiperProps {
  slides: SwiperSlide[];
  intervalMs: number;
  height: number;
  label: string;
}
