import { Empty as AntEmpty } from 'antd-mobile';
import type { EmptyProps } from './types';

export default function Empty({ description }: EmptyProps) {
  return <AntEmpty description={description} style={{ padding: '32px 0' }} />;
}
