import type { FC } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import type { FilePickerProps, PickedFile } from './types';
import './file-picker.scss';

const IMAGES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'];

function fromAlbum(max: number): Promise<PickedFile[]> {
  return Taro.chooseImage({ count: max, sizeType: ['original'], sourceType: ['album', 'camera'] }).then((res) =>
    res.tempFiles.map((f) => ({ name: f.path.slice(f.path.lastIndexOf('/') + 1), size: f.size, source: f.path })),
  );
}

function fromChat(max: number, accept?: readonly string[]): Promise<PickedFile[]> {
  const onlyImages = accept?.length && accept.every((ext) => IMAGES.includes(ext));
  return Taro.chooseMessageFile({
    count: max,
    type: onlyImages ? 'image' : accept?.length ? 'file' : 'all',
    extension: accept?.length && !onlyImages ? [...accept] : undefined,
  }).then((res) => res.tempFiles.map((f) => ({ name: f.name, size: f.size, source: f.path })));
}

// Files come from a chat (chooseMessageFile: documents) or, when images are accepted, from the album or camera
// (chooseImage); with both open the user is asked which. A cancelled choice picks nothing.
const FilePicker: FC<FilePickerProps> = ({ label, ariaLabel, describedBy, accept, max, disabled, onPick, sourceLabels, testId }) => {
  const images = !accept?.length || accept.some((ext) => IMAGES.includes(ext));
  const documents = !accept?.length || accept.some((ext) => !IMAGES.includes(ext));
  const pick = async () => {
    if (disabled) return;
    let source: 'album' | 'chat' = images ? 'album' : 'chat';
    if (images && documents) {
      const choice = await Taro.showActionSheet({ itemList: [sourceLabels.album, sourceLabels.chat] }).catch(() => null);
      if (!choice) return;
      source = choice.tapIndex === 0 ? 'album' : 'chat';
    }
    const files = await (source === 'album' ? fromAlbum(max) : fromChat(max, accept)).catch(() => []);
    if (files.length) onPick(files);
  };
  return (
    <View
      className={`ch-file-picker${disabled ? ' ch-file-picker--disabled' : ''}`}
      aria-role="button"
      aria-label={ariaLabel ?? label}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      hoverClass="ch-file-picker--pressed"
      onClick={() => void pick()}
      data-testid={testId}
    >
      <View className="ch-file-picker__icon" aria-hidden />
      <Text>{label}</Text>
    </View>
  );
};

export default FilePicker;
