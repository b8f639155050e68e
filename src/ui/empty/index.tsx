import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import type { EmptyProps } from './types';

const Empty: FC<EmptyProps> = ({ description }) => (
  <View style={{ padding: '64rpx 0', textAlign: 'center', color: '#98a2b3' }}>
    <Text>{description}</Text>
  </View>
);

export default Empty;
