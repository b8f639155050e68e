import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import Pressable from '../pressable';
import type { PopupProps } from './types';
import './popup.scss';

// A dialog named by its title, centred or as a bottom sheet, over a mask that closes it when tapped.
const Popup: FC<PopupProps> = ({ visible, title, onClose, closeLabel, children, position = 'center' }) => {
  if (!visible) return null;
  return (
    <View className={`ch-popup-mask ch-popup-mask--${position}`} onClick={onClose} data-testid="popup-mask">
      <View
        className={`ch-popup ${position === 'bottom' ? 'ch-popup--sheet' : 'ch-popup--dialog'}`}
        onClick={(e) => e.stopPropagation()}
        aria-role="dialog"
        aria-modal
        aria-label={title}
      >
        <View className="ch-popup__header">
          <Text className="ch-popup__title" aria-role="heading">
            {title}
          </Text>
          <Pressable className="ch-popup__close" onPress={onClose} label={closeLabel}>
            ×
          </Pressable>
        </View>
        <View className="ch-popup__body">{children}</View>
      </View>
    </View>
  );
};

export default Popup;
