/**
 * The files of an Attachment field: each with its size, a link to it, and either (while editing) a button removing it
 * or (when read) a button offering its download link to copy, in the small copy-link dialog.
 */
import { useState, type FC } from 'react';
import { Text, View } from '@tarojs/components';
import { formatFileSize, type FileRef } from '@contract/forms';
import { specText } from '@contract/texts';
import { delegatedAddress } from '@/services/download';
import Pressable from '@/ui/pressable';
import { showToast } from '@/ui/toast';
import { useFormContext } from '../form-context';
import { CopyLinkDialog, type OfferedLink } from './copy-link-dialog';
import { FileLink } from './file-link';
import './copy-link.scss';

export const FileRows: FC<{ files: FileRef[]; onRemove?(file: FileRef): void }> = ({ files, onRemove }) => {
  const { t, lang, upload } = useFormContext();
  const [offered, setOffered] = useState<OfferedLink | null>(null);
  if (files.length === 0) return null;
  const offerLink = (file: FileRef) =>
    delegatedAddress(file.id, upload.instId).then(
      (address) => setOffered({ name: file.name, address }),
      () => showToast({ content: specText('downloadUrlFailed', lang), kind: 'error' }),
    );
  return (
    <View className="ch-form-files">
      {files.map((file) => (
        <View key={file.id} className="ch-form-file">
          <View className="ch-form-file__icon" aria-hidden />
          <View className="ch-form-file__main">
            <FileLink file={file} instId={upload.instId} label={t('files.download', { name: file.name })} onOfferLink={offerLink} />
            <Text className="ch-form-file__size">{formatFileSize(file.size)}</Text>
          </View>
          {onRemove ? (
            <Pressable className="ch-form-file__remove" label={t('remove', { name: file.name })} onPress={() => onRemove(file)}>
              ×
            </Pressable>
          ) : (
            <Pressable className="ch-form-file__copy" label={t('files.copyLinkOf', { name: file.name })} onPress={() => void offerLink(file)}>
              {t('files.copyLink')}
            </Pressable>
          )}
        </View>
      ))}
      <CopyLinkDialog link={offered} onClose={() => setOffered(null)} />
    </View>
  );
};
