import { Text, View } from '@tarojs/components';
import type { EmptyProps } from './types';

export default function Empty({ description }: EmptyProps) {
  return (
    <View style={{ padding: '64rpx 0', textAlign: 'center', color: '#98a2b3' }}>
      <Text>{description}</Text>
    </View>
  );
}
