import type { FC } from 'react';
import type { UserTextProps } from './types';

const UserText: FC<UserTextProps> = ({ text, className, decorative, testId }) => (
  <span className={className} data-user-content="" aria-hidden={decorative || undefined} data-testid={testId}>
    {text}
  </span>
);
export default UserText;

export { TextAround } from './text-around';
