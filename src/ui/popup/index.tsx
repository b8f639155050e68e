import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import Pressable from '../pressable';
import { useTranslation } from '@/i18n';
import type { PopupProps } from './types';
import './popup.scss';

// A dialog named by its title, centred or as a bottom sheet, over a mask that closes it when tapped (unless it is not
// dismissible: its own buttons close it). The mini-program's screen reader keeps its cursor in a modal itself and has
// no keyboard focus to move, so initialFocus has nothing to do here.
const Popup: FC<PopupProps> = ({ visible, title, onClose, children, footer, position = 'center', dismissible = true, width, testId }) => {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <View className={`ch-popup-mask ch-popup-mask--${position}`} onClick={dismissible ? onClose : undefined} data-testid="popup-mask">
      <View
        className={`ch-popup ${position === 'bottom' ? 'ch-popup--sheet' : 'ch-popup--dialog'}`}
        onClick={(e) => e.stopPropagation()}
        style={width ? { width: `${width}px`, maxWidth: '90vw' } : undefined}
        data-testid={testId}
        aria-role="dialog"
        aria-modal
        aria-label={title}
      >
        <View className="ch-popup__header">
          <Text className="ch-popup__title" aria-role="heading">
            {title}
          </Text>
          {dismissible ? (
            <Pressable className="ch-popup__close" onPress={onClose} label={t('dialogClose')}>
              ×
            </Pressable>
          ) : null}
        </View>
        <View className="ch-popup__body">{children}</View>
        {footer ? <View className="ch-popup__footer">{footer}</View> : null}
      </View>
    </View>
  );
};

export default Popup;
