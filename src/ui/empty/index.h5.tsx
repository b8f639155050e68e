import type { FC } from 'react';
import { Empty as AntEmpty } from 'antd-mobile';
import type { EmptyProps } from './types';

const Empty: FC<EmptyProps> = ({ description }) => {
  return <AntEmpty description={description} style={{ padding: '32px 0' }} />;
};

export default Empty;
