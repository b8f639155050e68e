import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import type { LoadingProps } from './types';

// Announced politely, as H5's role="status" is.
const Loading: FC<LoadingProps> = ({ label }) => (
  <View style={{ padding: '48rpx 0', textAlign: 'center', color: '#667085' }} aria-role="status" aria-live="polite">
    <Text>{label}</Text>
  </View>
);

export default Loading;
