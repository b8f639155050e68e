import type { FC } from 'react';
import { RichText } from '@tarojs/components';
import type { RichTextViewProps } from './rich-text-view.types';

// The mini-program's rich-text component draws markup without running any script.
export const RichTextView: FC<RichTextViewProps> = ({ html }) => <RichText className="ch-form-read ch-form-read--rich" data-user-content="" nodes={html} />;
