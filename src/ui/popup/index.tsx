import { Text, View } from '@tarojs/components';
import Pressable from '../pressable';
import type { PopupProps } from './types';
import './popup.scss';

export default function Popup({ visible, title, onClose, closeLabel, children }: PopupProps) {
  if (!visible) return null;
  return (
    <View className="ch-popup-mask" onClick={onClose}>
      <View className="ch-popup ch-popup--sheet" onClick={(e) => e.stopPropagation()}>
        <View className="ch-popup__header">
          <Text className="ch-popup__title">{title}</Text>
          <Pressable className="ch-popup__close" onPress={onClose} label={closeLabel}>
            ×
          </Pressable>
        </View>
        <View className="ch-popup__body">{children}</View>
      </View>
    </View>
  );
}
