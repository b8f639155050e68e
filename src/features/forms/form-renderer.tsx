import type { FC } from 'react';
import { View } from '@tarojs/components';
import type { FormRendererProps } from './types';

export const FormRenderer: FC<FormRendererProps> = () => <View className="ch-form" />;
