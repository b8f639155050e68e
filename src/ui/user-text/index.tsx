import type { FC } from 'react';
import { Text } from '@tarojs/components';
import type { UserTextProps } from './types';

const UserText: FC<UserTextProps> = ({ text, className, decorative, testId }) => (
  <Text className={className} data-user-content="" aria-hidden={decorative || undefined} data-testid={testId}>
    {text}
  </Text>
);
export default UserText;

export { TextAround } from './text-around';
