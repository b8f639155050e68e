/**
 * Pictures of a feedback as small tiles: the thumbnail where the upload made one, else the picture itself; each
 * named by its file name, and removable while the feedback is written.
 */
import { View } from '@tarojs/components';
import type { UploadedFile } from '@contract/calls/feedback';
import { fileAddress } from '@/services/download';
import Image from '@/ui/image';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useFeedbackTranslation } from './i18n';

/** The thumbnail's address when there is one (absolute, or a path under the API base), else the file's own. */
const pictureOf = (f: UploadedFile) => (f.thumb_url ? (/^https?:\/\//.test(f.thumb_url) ? f.thumb_url : `${API_BASE}${f.thumb_url}`) : fileAddress({ file_id: f.id }));

export function FeedbackImages({ files, onRemove }: { files: readonly UploadedFile[]; onRemove?: (id: string) => void }) {
  const { t } = useFeedbackTranslation();
  if (files.length === 0) return null;
  return (
    <View className="ch-feedback__images" data-testid="feedback-images">
      {files.map((f) => (
        <View key={f.id} className="ch-feedback__image" data-testid="feedback-image">
          <Image src={pictureOf(f)} alt="" fit="cover" className="ch-feedback__thumb" />
          <UserText text={f.name} className="ch-feedback__image-name" />
          {onRemove ? (
            <Pressable role="button" className="ch-feedback__remove" label={t('removeLabel', { name: f.name })} onPress={() => onRemove(f.id)} testId="feedback-image-remove">
              {t('remove')}
            </Pressable>
          ) : null}
        </View>
      ))}
    </View>
  );
}
