import type { FC } from 'react';
import { Image as TaroImage } from '@tarojs/components';
import type { ImageProps } from './types';

// The mini-program's <image> has no alt: a described picture is an `img` named by its alt text, and a decorative
// one (alt '') is hidden from the screen reader, as H5's <img alt=""> is.
const Image: FC<ImageProps> = ({ src, alt, fit = 'contain', className }) => (
  <TaroImage
    className={className}
    src={src}
    mode={fit === 'cover' ? 'aspectFill' : 'aspectFit'}
    aria-role={alt ? 'img' : undefined}
    aria-label={alt || undefined}
    aria-hidden={alt ? undefined : true}
    lazyLoad
  />
);

export default Image;
