import { Image as TaroImage } from '@tarojs/components';
import type { ImageProps } from './types';

export default function Image({ src, alt, fit = 'contain', className }: ImageProps) {
  return <TaroImage className={className} src={src} mode={fit === 'cover' ? 'aspectFill' : 'aspectFit'} ariaLabel={alt || undefined} lazyLoad />;
}
