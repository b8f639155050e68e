export interface SwiperSlide {
  key: string | number;
  image: string;
  /** What the picture says: its own text where it has one. */
  alt: string;
  /** The alternative text is the university's own (a banner's title), in one language: marked as such. */
  recorded?: boolean;
  onClick?: () => void;
}

export interface SwiperProps {
  slides: SwiperSlide[];
  intervalMs: number;
  height: number;
  label: string;
}
