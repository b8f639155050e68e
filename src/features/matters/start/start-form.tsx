/**
 * Filling in and submitting an application: the form with the applicant's profile values filled in and labelled with
 * their source (fill less), a resumed draft said so, the route preview beside it, and the actions save draft and
 * submit, kept off while the form, matter or process still works (spec §4 working state).
 */
import { useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { initialValues, type FormValues } from '@contract/forms';
import { FormRenderer, isWorking, useFormState, useWorkingState } from '@/features/forms';
import { ActForChoice } from '@/features/identity';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Pressable from '@/ui/pressable';
import { useMattersTranslation } from '../i18n';
import { nodesToChoose, type Chosen } from '../rules/next-approver';
import { NextApproverPrompt } from './next-approver-prompt';
import { RoutePreviewPanel } from './route-preview';
import { StartSuccess } from './start-success';
import { SubmitConfirm } from './submit-confirm';
import { useDraft } from './use-draft';
import { useRoutePreview } from './use-route-preview';
import type { StartData } from './use-start-page';
import { useStartSubmit } from './use-start-submit';

interface Props {
  data: StartData;
  onMobile: boolean;
}

/** A new application: the form's defaults with the applicant's profile values over them. */
function freshValues(data: StartData): FormValues {
  const prefilled = Object.fromEntries(Object.entries(data.form.prefill).map(([id, p]) => [id, p.value]));
  return { ...initialValues(data.form.schema), ...prefilled };
}

export function StartForm({ data, onMobile }: Props) {
  const { t } = useMattersTranslation();
  const { app } = data;
  const terminal = onMobile ? 'mobile' : 'pc';
  const fresh = useMemo(() => freshValues(data), [data]);
  const form = useFormState(data.form.schema, data.draft ? { ...fresh, ...data.draft.values } : fresh);
  const draft = useDraft(data, fresh, form.setValues);
  const prefilled = useMemo(() => Object.fromEntries(Object.entries(data.form.prefill).map(([id, p]) => [id, p.label])), [data]);
  const [chosen, setChosen] = useState<Chosen>({});
  const [chosenNames, setChosenNames] = useState<Record<string, string[]>>({});
  const preview = useRoutePreview(app.id, form.values, chosen, terminal);
  const outline = app.process?.nodes ?? [];
  const routeNodeIds = preview.route ? preview.route.nodes.map((n) => n.node_id) : null;
  const submit = useStartSubmit({ appId: app.id, values: form.values, chosen, setChosen, terminal, outline, routeNodeIds, validateAll: form.validateAll });
  const working = useWorkingState(isWorking);
  const choosing = nodesToChoose(outline, routeNodeIds, {});
  const { step } = submit;

  if (step.kind === 'done') return <StartSuccess instId={step.instId} appName={app.name} finishAt={preview.route?.finish_at ?? null} onMobile={onMobile} />;
  const busy = working || step.kind === 'sending';
  return (
    <View className="ch-start">
      <View className="ch-matter-card ch-start__form">
        <View className="ch-start__title" {...roleProps('heading')} aria-level={1}>
          {app.name}
        </View>
        <ActForChoice appName={app.name} />
        {draft.resumed ? (
          <View className="ch-start__draft" {...roleProps('status')} data-testid="draft-resumed">
            <Text>{t('draftResumed', { saved: draft.resumed.saved.slice(0, 16) })}</Text>
            {draft.olderForm ? <Text>{t('draftOlderForm')}</Text> : null}
            <Pressable className="ch-start__draft-discard" onPress={() => void draft.discard()} testId="draft-discard">
              {t('discardDraft')}
            </Pressable>
          </View>
        ) : null}
        <FormRenderer {...form.bind} prefilled={prefilled} appId={app.id} layout={onMobile ? 'mobile' : 'desktop'} />
      </View>
      <View className="ch-matter-card ch-start__route">
        <RoutePreviewPanel preview={preview} choosing={choosing} chosenNames={chosenNames} />
      </View>
      <View className="ch-start__bar">
        <Button onClick={() => void draft.save(form.values)} disabled={busy || draft.saving} loading={draft.saving} testId="save-draft">
          {draft.saving ? t('savingDraft') : t('saveDraft')}
        </Button>
        <Button kind="primary" onClick={submit.begin} disabled={busy} loading={step.kind === 'sending'} testId="submit-application">
          {step.kind === 'sending' ? t('submitting') : t('submit')}
        </Button>
      </View>
      <NextApproverPrompt
        visible={step.kind === 'choosing'}
        nodes={step.kind === 'choosing' ? step.nodes : []}
        onBack={submit.cancel}
        onConfirm={(picked, names) => {
          setChosenNames((prev) => ({ ...prev, ...names }));
          submit.choose(picked);
        }}
      />
      <SubmitConfirm
        visible={step.kind === 'confirming' || step.kind === 'sending'}
        sending={step.kind === 'sending'}
        appName={app.name}
        preview={preview}
        choosing={choosing}
        chosenNames={chosenNames}
        onCancel={submit.cancel}
        onConfirm={() => void submit.send()}
      />
    </View>
  );
}
