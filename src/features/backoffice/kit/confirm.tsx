/**
 * Confirmation before a destructive action (delete, revoke): `const [confirm, dialog] = useConfirm()`, render
 * `dialog`, then `if (await confirm(question)) …`. The dialog is the portal's (focus kept inside, Escape cancels).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { useBackofficeTranslation } from '../i18n';

export function useConfirm(): [(question: string) => Promise<boolean>, ReactNode] {
  const { t } = useBackofficeTranslation();
  const [question, setQuestion] = useState<string | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const confirm = useCallback(
    (q: string) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(q);
      }),
    [],
  );
  const close = (yes: boolean) => {
    setQuestion(null);
    answer.current(yes);
  };
  const dialog = (
    <Popup
      visible={question !== null}
      title={t('kit.confirmTitle')}
      onClose={() => close(false)}
      initialFocus="title"
      testId="admin-confirm"
      footer={
        <>
          <Button size="small" testId="admin-confirm-cancel" onClick={() => close(false)}>
            {t('kit.cancel')}
          </Button>
          <Button kind="primary" size="small" testId="admin-confirm-ok" onClick={() => close(true)}>
            {t('kit.confirm')}
          </Button>
        </>
      }
    >
      <p className="ch-admin-confirm__question">{question}</p>
    </Popup>
  );
  return [confirm, dialog];
}
