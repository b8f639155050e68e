/** A template added or changed in a dialog: its name, the office it is for (or every office), title, urgency, secrecy and body. */
import { useMemo, useState } from 'react';
import { View } from '@tarojs/components';
import type { DocumentTemplate } from '@contract/calls/documents';
import { FormRenderer, useFormState } from '@/features/forms';
import { api } from '@/services/api';
import Popup from '@/ui/popup';
import { showToast } from '@/ui/toast';
import { documentsText, useDocumentsTranslation } from '../i18n';
import { DialogActions } from '../shared/dialog-actions';
import { sayRefusal } from '../shared/refusal';
import { templatePayload, templateSchema, templateValues } from './template-form';

interface FormProps {
  /** null: a new template. */
  template: DocumentTemplate | null;
  offices: { id: number; name: string }[];
  onSaved(template: DocumentTemplate): void;
  onClose(): void;
}

function TemplateForm({ template, offices, onSaved, onClose }: FormProps) {
  const { t } = useDocumentsTranslation();
  const schema = useMemo(
    () =>
      templateSchema(offices, {
        name: t('templateName'),
        office: t('templateOffice'),
        everyOffice: t('everyOffice'),
        title: t('title'),
        urgency: t('urgency'),
        secrecy: t('secrecy'),
        body: t('body'),
        urgencyOf: (u) => t(`urgency_${u}`),
        secrecyOf: (s) => t(`secrecy_${s}`),
      }),
    [offices, t],
  );
  const form = useFormState(schema, templateValues(template, offices));
  const [busy, setBusy] = useState(false);
  const save = () => {
    if (busy || !form.validateAll()) return;
    setBusy(true);
    api
      .saveDocumentTemplate(templatePayload(form.values, template?.id), { quiet: true })
      .then(
        (saved) => {
          showToast({ content: documentsText('templateSaved'), kind: 'success' });
          onSaved(saved);
        },
        sayRefusal,
      )
      .finally(() => setBusy(false));
  };
  return (
    <View className="ch-doc-dialog" data-testid="template-dialog">
      <FormRenderer {...form.bind} />
      <DialogActions name="template" label={t('save')} action="save" busy={busy} onCancel={onClose} onConfirm={save} />
    </View>
  );
}

export function TemplateDialog({ open, template, ...rest }: Omit<FormProps, 'template'> & { open: boolean; template: DocumentTemplate | null }) {
  const { t } = useDocumentsTranslation();
  return (
    <Popup visible={open} title={template ? t('editTemplate') : t('addTemplate')} onClose={rest.onClose} width={640}>
      {open ? <TemplateForm key={template?.id ?? 'new'} template={template} {...rest} /> : null}
    </Popup>
  );
}
