import type { FC, SVGProps } from 'react';
import {
  BellOutline,
  CheckShieldOutline,
  FileOutline,
  GlobalOutline,
  HistogramOutline,
  MailOutline,
  MessageOutline,
  PieOutline,
  SearchOutline,
  SystemQRcodeOutline,
  UserAddOutline,
  UserCircleOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { IconName, IconProps } from './types';

const ICONS: Record<IconName, FC<SVGProps<SVGSVGElement>>> = {
  bell: BellOutline,
  'check-shield': CheckShieldOutline,
  file: FileOutline,
  global: GlobalOutline,
  histogram: HistogramOutline,
  mail: MailOutline,
  message: MessageOutline,
  pie: PieOutline,
  qrcode: SystemQRcodeOutline,
  search: SearchOutline,
  user: UserOutline,
  'user-add': UserAddOutline,
  'user-circle': UserCircleOutline,
};

// An icon only decorates the text beside it: screen readers skip it.
const Icon: FC<IconProps> = ({ name, className }) => {
  const Drawn = ICONS[name];
  return <Drawn className={className} aria-hidden="true" />;
};

export default Icon;
