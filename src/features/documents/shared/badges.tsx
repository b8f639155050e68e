/** A document's urgency, secrecy, status and what the reader has to do with it, each a small tag in words. */
import { Text } from '@tarojs/components';
import type { DocumentItem } from '@contract/calls/documents';
import { useDocumentsTranslation } from '../i18n';

export function UrgencyTag({ urgency }: { urgency: DocumentItem['urgency'] }) {
  const { t } = useDocumentsTranslation();
  return <Text className={`ch-doc-tag ch-doc-tag--${urgency}`}>{t(`urgency_${urgency}`)}</Text>;
}

export function SecrecyTag({ secrecy }: { secrecy: DocumentItem['secrecy'] }) {
  const { t } = useDocumentsTranslation();
  return <Text className={`ch-doc-tag ch-doc-tag--secrecy-${secrecy}`}>{t(`secrecy_${secrecy}`)}</Text>;
}

export function StatusTag({ status }: { status: DocumentItem['status'] }) {
  const { t } = useDocumentsTranslation();
  return (
    <Text className={`ch-doc-tag ch-doc-tag--${status}`} data-testid="document-status">
      {t(`status_${status}`)}
    </Text>
  );
}

export function TodoTag({ todo }: { todo: DocumentItem['todo'] }) {
  const { t } = useDocumentsTranslation();
  if (!todo) return null;
  return (
    <Text className="ch-doc-tag ch-doc-tag--todo" data-testid="document-todo">
      {t(`todo_${todo}`)}
    </Text>
  );
}
