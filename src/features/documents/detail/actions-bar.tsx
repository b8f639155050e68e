/**
 * What the reader may do with the document, as its `can` says: edit, submit or delete their draft (or returned
 * dispatch), sign for it as a recipient's clerk, forward or circulate it, remind those who have not signed for or
 * read it, archive it. Those hard to undo are asked first; forwarding and circulating pick people.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import type { DocumentDetail } from '@contract/calls/documents';
import { roleProps } from '@/platform/a11y-role';
import { replaceWith } from '@/platform/navigation';
import { api } from '@/services/api';
import Button from '@/ui/button';
import ConfirmPopup from '@/ui/confirm-popup';
import { documentsText, useDocumentsTranslation } from '../i18n';
import { MY_ROUTE, openEditor } from '../shared/routes';
import { PeopleDialog, type PeopleAction } from './people-dialog';
import type { AskedAction, useDocumentActions } from './use-document-actions';

type Actions = ReturnType<typeof useDocumentActions>;

/** The call an asked action makes once confirmed, and what its toast says. */
function runAsked(kind: AskedAction, id: number, { run }: Actions): Promise<boolean> {
  switch (kind) {
    case 'submit':
      return run(api.submitDispatch({ id }, { quiet: true }), () => documentsText('done_submit'));
    case 'delete':
      return run(api.deleteDispatch({ id }, { quiet: true }), () => documentsText('done_delete'), () => replaceWith(MY_ROUTE));
    case 'signFor':
      return run(api.signForDocument({ id }, { quiet: true }), () => documentsText('done_signFor'));
    case 'remind':
      return run(api.remindDocument({ id }, { quiet: true }), (answer) => documentsText('done_remind', { count: answer.reminded }));
    case 'archive':
      return run(api.archiveDocument({ id }, { quiet: true }), () => documentsText('done_archive'));
  }
}

export function ActionsBar({ doc, actions }: { doc: DocumentDetail; actions: Actions }) {
  const { t } = useDocumentsTranslation();
  const [picking, setPicking] = useState<PeopleAction | null>(null);
  const { can } = doc;
  const buttons: { key: string; label: string; primary?: boolean; press(): void }[] = [
    ...(can.edit ? [{ key: 'edit', label: t('edit'), press: () => openEditor(doc.id) }] : []),
    ...(can.edit ? [{ key: 'submit', label: t('submit'), primary: true, press: () => actions.ask('submit') }] : []),
    ...(can.delete ? [{ key: 'delete', label: t('delete'), press: () => actions.ask('delete') }] : []),
    ...(can.sign_for ? [{ key: 'signFor', label: t('signFor'), primary: true, press: () => actions.ask('signFor') }] : []),
    ...(can.forward ? [{ key: 'forward', label: t('forward'), press: () => setPicking('forward') }] : []),
    ...(can.circulate ? [{ key: 'circulate', label: t('circulate'), press: () => setPicking('circulate') }] : []),
    ...(can.remind ? [{ key: 'remind', label: t('remind'), press: () => actions.ask('remind') }] : []),
    ...(can.archive ? [{ key: 'archive', label: t('archive'), press: () => actions.ask('archive') }] : []),
  ];
  const asking = actions.asking;
  return (
    <>
      {buttons.length ? (
        <View className="ch-doc-actions" {...roleProps('group')} aria-label={t('actions')} data-testid="document-actions">
          {buttons.map((b) => (
            <Button key={b.key} kind={b.primary ? 'primary' : 'default'} size="small" onClick={b.press} testId={`document-${b.key}`}>
              {b.label}
            </Button>
          ))}
        </View>
      ) : null}
      <ConfirmPopup
        visible={asking !== null}
        title={asking ? t(`${asking}Title`) : ''}
        cancelLabel={t('cancel')}
        confirmLabel={asking ? t(asking) : ''}
        busy={actions.busy}
        onConfirm={() => asking && void runAsked(asking, doc.id, actions).then(actions.stopAsking)}
        onClose={actions.stopAsking}
        testId="document-confirm"
      >
        {asking ? t(`${asking}Body`) : ''}
      </ConfirmPopup>
      <PeopleDialog action={picking} docId={doc.id} run={actions.run} busy={actions.busy} onClose={() => setPicking(null)} />
    </>
  );
}
