/** A picture. `alt` is required: pass '' for a decorative picture whose meaning is already in nearby text. */
export interface ImageProps {
  src: string;
  alt: string;
  /** `contain` shows the whole picture (logos), `cover` fills the box and crops (banners). */
  fit?: 'contain' | 'cover';
  className?: string;
}
