/** The files of an Attachment field: each with its size, a link to it, and (while editing) a button removing it. */
import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import { formatFileSize, type FileRef } from '@contract/forms';
import Pressable from '@/ui/pressable';
import { useFormContext } from '../form-context';
import { FileLink } from './file-link';

export const FileRows: FC<{ files: FileRef[]; onRemove?(file: FileRef): void }> = ({ files, onRemove }) => {
  const { t, upload } = useFormContext();
  if (files.length === 0) return null;
  return (
    <View className="ch-form-files">
      {files.map((file) => (
        <View key={file.id} className="ch-form-file">
          <View className="ch-form-file__icon" aria-hidden />
          <View className="ch-form-file__main">
            <FileLink file={file} instId={upload.instId} label={t('files.download', { name: file.name })} />
            <Text className="ch-form-file__size">{formatFileSize(file.size)}</Text>
          </View>
          {onRemove ? (
            <Pressable className="ch-form-file__remove" label={t('remove', { name: file.name })} onPress={() => onRemove(file)}>
              ×
            </Pressable>
          ) : null}
        </View>
      ))}
    </View>
  );
};
