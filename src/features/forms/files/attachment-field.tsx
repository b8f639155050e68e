/**
 * Attachment: files uploaded as they are picked (their progress and the server's refusals beside the field), listed
 * with a link and a remove button; a file from an earlier application may be attached again.
 */
import { useCallback, useId, type FC } from 'react';
import { Text, View } from '@tarojs/components';
import { formatFileSize, isFileRef, type FileRef } from '@contract/forms';
import { allowedExtensions } from '@contract/rules/uploads';
import FilePicker from '@/ui/file-picker';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useFormContext } from '../form-context';
import type { FieldOf, FieldProps } from '../fields/field-props';
import { plainId } from '@/ui/control-a11y';
import { FileRows } from './file-rows';
import { ReuseFiles } from './reuse-files';
import { useUploads } from './use-uploads';

// The mini-program's image picker takes at most 9 at once.
const PICK_AT_ONCE = 9;

const filesOf = (value: unknown): FileRef[] => (Array.isArray(value) ? value.filter(isFileRef) : []);

export const AttachmentField: FC<FieldProps<FieldOf<'Attachment'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { t, lang, upload } = useFormContext();
  const rulesId = plainId(useId());
  const files = filesOf(value);
  const add = useCallback(
    (added: FileRef) => {
      onChange((current: unknown) => [...filesOf(current), added]);
      onBlur();
    },
    [onChange, onBlur],
  );
  const { uploading, failures, start, dismiss } = useUploads(field, files.length, add);
  const accept = allowedExtensions(upload.category, field.accept);
  const room = field.max_files === undefined ? Infinity : field.max_files - files.length - uploading.length;
  const rules = [
    field.accept?.length ? t('files.types', { types: field.accept.join(lang === 'en' ? ', ' : '、') }) : '',
    field.max_size ? t('files.size', { size: formatFileSize(field.max_size) }) : '',
    field.max_files ? t('files.count', { count: field.max_files }) : '',
  ].filter(Boolean);

  return (
    <View className="ch-form-attachments" id={a11y.id}>
      <FileRows files={files} onRemove={(file) => onChange(files.length > 1 ? files.filter((f) => f.id !== file.id) : undefined)} />
      {uploading.map((u) => (
        <View key={u.key} className="ch-form-file ch-form-file--uploading">
          <UserText className="ch-form-file__name" text={u.name} />
          <View className="ch-form-progress" aria-hidden>
            <View className="ch-form-progress__bar" style={{ width: `${u.percent}%` }} />
          </View>
          {/* Not a live region: a screen reader would read out every percent. The end of an upload is news (the file
              listed, or its refusal, which is announced). */}
          <Text className="ch-form-file__status">
            {t('files.uploading', { name: u.name, percent: u.percent })}
          </Text>
        </View>
      ))}
      {failures.map((f) => (
        <View key={f.key} className="ch-form-file ch-form-file--failed">
          <Text className="ch-form-file__status" aria-live="assertive">
            {t('files.failed', { name: f.name, message: f.message })}
          </Text>
          <Pressable className="ch-form-file__remove" label={t('close')} onPress={() => dismiss(f.key)}>
            ×
          </Pressable>
        </View>
      ))}
      <View className="ch-form-attachments__actions">
        <FilePicker
          label={t('files.choose')}
          ariaLabel={`${a11y.label} ${t('files.choose')}`}
          describedBy={[rules.length ? rulesId : '', a11y.describedBy ?? ''].filter(Boolean).join(' ') || undefined}
          accept={accept}
          max={Math.max(Math.min(room, PICK_AT_ONCE), 0)}
          disabled={room <= 0}
          onPick={start}
          sourceLabels={{ album: t('files.chooseImage'), chat: t('files.chooseChat') }}
          testId={`upload-${field.id}`}
        />
        {upload.appId !== undefined ? (
          <ReuseFiles fieldId={field.id} appId={upload.appId} attached={files} room={room} onAdd={(refs) => refs.forEach(add)} />
        ) : null}
      </View>
      {rules.length ? (
        <Text id={rulesId} className="ch-form-attachments__rules">
          {rules.join(lang === 'en' ? '; ' : '；')}
        </Text>
      ) : null}
    </View>
  );
};
