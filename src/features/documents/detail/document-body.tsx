/**
 * A document's body, shown as a notice's is (the server sanitised it when it was saved), and its attachments: the
 * form renderer's read-only file rows, which download through the portal's download service on either target.
 */
import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import type { FileRef, FormSchema } from '@contract/forms';
import { FormRenderer } from '@/features/forms';
import { NoticeBody } from '@/ui/notice-body';
import { useDocumentsTranslation } from '../i18n';
import { Section } from './section';

const FILES = 'form1_1';
const ignore = () => undefined;

export function DocumentBody({ body, attachments }: { body: string; attachments: FileRef[] }) {
  const { t } = useDocumentsTranslation();
  const label = t('attachments');
  const schema = useMemo<FormSchema>(() => ({ form_no: 1, fields: [{ id: FILES, type: 'Attachment', label }] }), [label]);
  return (
    <Section title={t('body')}>
      <View className="ch-doc-body" data-testid="document-body">
        <NoticeBody html={body} />
      </View>
      {attachments.length ? (
        <FormRenderer schema={schema} values={{ [FILES]: attachments }} onChange={ignore} readOnly />
      ) : (
        <Text className="ch-doc-note">{t('noAttachments')}</Text>
      )}
    </Section>
  );
}
