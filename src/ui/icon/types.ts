/** The line icons the desktop frame and the home's sidebar show beside their texts. */
export type IconName = 'bell' | 'check-shield' | 'file' | 'global' | 'histogram' | 'mail' | 'message' | 'pie' | 'qrcode' | 'search' | 'user' | 'user-add' | 'user-circle';

export interface IconProps {
  name: IconName;
  className?: string;
}
