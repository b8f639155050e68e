import { Text, View } from '@tarojs/components';
import type { LoadingProps } from './types';

export default function Loading({ label }: LoadingProps) {
  return (
    <View style={{ padding: '48rpx 0', textAlign: 'center', color: '#667085' }}>
      <Text>{label}</Text>
    </View>
  );
}
