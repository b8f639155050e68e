import type { ImageProps } from './types';

// A plain <img>: Taro's H5 Image wraps it in a custom element with a default 320×240 size and no alt text.
export default function Image({ src, alt, fit = 'contain', className }: ImageProps) {
  return <img className={className} src={src} alt={alt} style={{ objectFit: fit }} loading="lazy" decoding="async" />;
}
