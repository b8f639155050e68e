import type { CSSProperties, FC } from 'react';
import { Empty as AntEmpty } from 'antd-mobile';
import type { EmptyProps } from './types';

// antd-mobile's light grey description (#ccc) is too faint to read on white (WCAG AA asks for 4.5:1).
const style = { padding: '32px 0', '--adm-color-light': '#667085' } as CSSProperties;

const Empty: FC<EmptyProps> = ({ description }) => {
  return <AntEmpty description={description} style={style} />;
};

export default Empty;
