/**
 * The dispatch editor (发文管理 with ?edit=new, or ?edit=<id> for the reader's own draft or returned dispatch): a
 * template fills in the title, body, urgency and secrecy; then the office, the attachments, the offices that
 * countersign it, the leader who signs it off, the recipients and whether it also goes out as an office notice.
 * Saved as a draft, or saved and submitted into review.
 */
import { useMemo, useState } from 'react';
import { View } from '@tarojs/components';
import type { DocumentDetail } from '@contract/calls/documents';
import { FormRenderer, useFormState } from '@/features/forms';
import { goBack } from '@/platform/navigation';
import Button from '@/ui/button';
import CheckBox from '@/ui/check-box';
import ConfirmPopup from '@/ui/confirm-popup';
import { useDocumentsTranslation } from '../i18n';
import { LabelledSelect } from '../shared/labelled';
import { MANAGE_ROUTE } from '../shared/routes';
import { blankValues, dispatchSchema, draftValues, withTemplate, type DispatchSetup } from './dispatch-form';
import { useDispatchSave } from './use-dispatch-save';

export function DispatchEditor({ setup, draft }: { setup: DispatchSetup; draft: DocumentDetail | null }) {
  const { t } = useDocumentsTranslation();
  const schema = useMemo(
    () =>
      dispatchSchema(setup, {
        office: t('office'),
        title: t('title'),
        urgency: t('urgency'),
        secrecy: t('secrecy'),
        body: t('body'),
        attachments: t('attachments'),
        countersign: t('countersign'),
        signer: t('signerPick'),
        recipients: t('recipients'),
        urgencyOf: (u) => t(`urgency_${u}`),
        secrecyOf: (s) => t(`secrecy_${s}`),
      }),
    [setup, t],
  );
  const form = useFormState(schema, draft ? draftValues(draft) : blankValues(setup));
  const [template, setTemplate] = useState('');
  const [asNotice, setAsNotice] = useState(draft?.as_notice === 1);
  const saving = useDispatchSave({ values: form.values, asNotice, validate: form.validateAll }, draft && { id: draft.id, version: draft.version });

  const applyTemplate = (id: string) => {
    setTemplate(id);
    const chosen = setup.templates.find((x) => String(x.id) === id);
    if (chosen) form.setValues(withTemplate(form.values, chosen));
  };

  return (
    <View className="ch-doc-panel ch-doc-editor" data-testid="dispatch-editor">
      {setup.templates.length ? (
        <View className="ch-doc-editor__template">
          <LabelledSelect
            label={t('template')}
            placeholder={t('noTemplate')}
            recorded
            choices={setup.templates.map((x) => ({ value: String(x.id), label: x.name }))}
            value={template}
            onChange={applyTemplate}
            testId="editor-template"
          />
        </View>
      ) : null}
      <FormRenderer {...form.bind} />
      <CheckBox className="ch-doc-editor__notice" label={t('publishNotice')} detail={t('asNoticeHint')} checked={asNotice} onChange={setAsNotice} testId="editor-as-notice" />
      <View className="ch-doc-actions ch-doc-actions--end">
        <Button size="small" onClick={() => goBack(MANAGE_ROUTE)} disabled={saving.busy} testId="editor-cancel">
          {t('cancel')}
        </Button>
        <Button size="small" onClick={saving.saveDraft} loading={saving.busy && !saving.asking} disabled={saving.busy} testId="editor-save">
          {t('saveDraft')}
        </Button>
        <Button kind="primary" size="small" onClick={saving.askSubmit} disabled={saving.busy} testId="editor-submit">
          {t('submit')}
        </Button>
      </View>
      <ConfirmPopup
        visible={saving.asking}
        title={t('submitTitle')}
        cancelLabel={t('cancel')}
        confirmLabel={t('submit')}
        busy={saving.busy}
        onConfirm={saving.submit}
        onClose={saving.stopAsking}
        testId="editor-confirm"
      >
        {t('submitBody')}
      </ConfirmPopup>
    </View>
  );
}
