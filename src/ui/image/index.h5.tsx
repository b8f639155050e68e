import type { FC } from 'react';
import type { ImageProps } from './types';

// A plain <img>: Taro's H5 Image wraps it in a custom element with a default 320×240 size and no alt text.
const Image: FC<ImageProps> = ({ src, alt, fit = 'contain', className }) => {
  return <img className={className} src={src} alt={alt} style={{ objectFit: fit }} loading="lazy" decoding="async" />;
};

export default Image;
