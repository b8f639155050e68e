import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import type { EmptyProps } from './types';

const Empty: FC<EmptyProps> = ({ description }) => (
  <View style={{ padding: '64rpx 0', textAlign: 'center', color: '#667085' }}>
    <Text>{description}</Text>
  </View>
);

export default Empty;
