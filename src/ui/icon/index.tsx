import type { FC } from 'react';
import type { IconProps } from './types';

// antd-mobile-icons draw SVG, which a mini-program cannot show: the text beside an icon stands alone there.
const Icon: FC<IconProps> = () => null;

export default Icon;
