import type { FC } from 'react';
import { RichText } from '@tarojs/components';
import type { NoticeBodyProps } from './types';
import './notice-body.scss';

// The mini-program's rich-text component draws markup without running any script or loading outside pages.
export const NoticeBody: FC<NoticeBodyProps> = ({ html }) => <RichText className="ch-notice-body" nodes={html} data-testid="notice-body" data-user-content="" />;
