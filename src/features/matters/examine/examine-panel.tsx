/**
 * An approver at their open task: the form as their step sees it (fields it may edit are editable, the rest read), the
 * opinion with common phrases, the signature where the task signs (spec §4 sign value), and the actions 同意, 退回,
 * 转交, 加签 and 抄送. Approving checks the form and the signature first, then asks for the next step's approvers where
 * this approver chooses them (the next-approver prompt, spec §9); returning and transferring say what will happen
 * and ask before they go.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { signWords } from '@contract/rules/sign-words';
import { signValue } from '@contract/rules/status';
import { FormRenderer, isWorking, useFormState, useWorkingState } from '@/features/forms';
import { ConfirmDialog } from '@/layouts/frame/confirm-dialog';
import { roleProps } from '@/platform/a11y-role';
import { useSession } from '@/stores/session';
import Button from '@/ui/button';
import { editableValues, hasEditable } from '../rules/examine';
import type { Chosen } from '../rules/next-approver';
import { useExamineTranslation } from './i18n';
import { OpinionBox } from './opinion-box';
import { PeoplePickerDialog, type Picked } from './people-picker-dialog';
import { RejectDialog } from './reject-dialog';
import { Section } from './section';
import { SignConfirm } from './sign-confirm';
import { useTaskActions, type TaskPanelProps } from './use-task-actions';


type Dialog = null | 'reject' | 'transfer' | 'addSign' | 'cc' | 'next';

const uidsOf = (picked: Picked, key: string) => (picked[key] ?? []).map((p) => p.uid);

export function ExaminePanel({ detail, task, onMobile, onFinished, onChanged }: TaskPanelProps) {
  const { t } = useExamineTranslation();
  const { schema } = detail.form;
  const form = useFormState(schema, detail.values, { node: task.node_id });
  const [opinion, setOpinion] = useState('');
  const sign = signValue(task) as 1 | 2 | null;
  // Acting for someone under a grant, the session is theirs: the approver signs on their behalf.
  const actingFor = useSession((s) => (s.user?.actor ? s.user.name : null));
  const words = signWords(task, actingFor);
  const [signed, setSigned] = useState(false);
  const [signProblem, setSignProblem] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [transferTo, setTransferTo] = useState<{ uid: string; name: string; note: string } | null>(null);
  const actions = useTaskActions(task.task_id, { onFinished, onChanged });
  const working = useWorkingState(isWorking);
  const busy = actions.busy !== null;

  const approve = (chosen?: Chosen) => {
    if (sign !== null && !signed) return setSignProblem(true);
    if (!form.validateAll()) return;
    if (task.choose_next.length > 0 && !chosen) return setDialog('next');
    void actions.approve({
      opinion,
      values: hasEditable(schema, task.node_id) ? editableValues(schema, task.node_id, form.values) : undefined,
      chosen,
      sign: sign ?? undefined,
    });
  };

  const pickerTexts = { cancelLabel: t('cancel'), confirmLabel: t('pickerConfirm'), busy, onCancel: () => setDialog(null) };
  const fields = schema.fields.length > 0;
  return (
    <>
      <Section title={t('formTitle')} className="ch-exam-form">
        {fields ? (
          <FormRenderer {...form.bind} appId={detail.app_id} instId={detail.inst_id} layout={onMobile ? 'mobile' : 'desktop'} />
        ) : (
          <View className="ch-matter-muted">{t('formNoFields')}</View>
        )}
      </Section>
      <Section title={t('opinionLabel')} className="ch-exam-decide" hideTitle>
        <OpinionBox value={opinion} onChange={setOpinion} testId="examine-opinion" />
        {words ? (
          <SignConfirm
            words={words}
            ticked={signed}
            problem={signProblem}
            onChange={(ticked) => {
              setSigned(ticked);
              if (ticked) setSignProblem(false);
            }}
          />
        ) : null}
        <View className="ch-exam-actions" {...roleProps('group')} aria-label={t('actionsLabel')}>
          <Button kind="primary" onClick={() => approve()} loading={actions.busy === 'approve'} disabled={busy || working} testId="examine-approve">
            {t('approve')}
          </Button>
          {task.return_targets.length > 0 ? (
            <Button onClick={() => setDialog('reject')} disabled={busy} testId="examine-reject">
              {t('reject')}
            </Button>
          ) : null}
          <Button onClick={() => setDialog('transfer')} disabled={busy} testId="examine-transfer">
            {t('transfer')}
          </Button>
          <Button onClick={() => setDialog('addSign')} disabled={busy} testId="examine-addsign">
            {t('addSign')}
          </Button>
          <Button onClick={() => setDialog('cc')} disabled={busy} testId="examine-cc">
            {t('cc')}
          </Button>
        </View>
      </Section>

      <RejectDialog
        visible={dialog === 'reject'}
        targets={task.return_targets}
        opinion={opinion}
        onOpinion={setOpinion}
        busy={actions.busy === 'reject'}
        onCancel={() => setDialog(null)}
        onConfirm={(to) => void actions.reject(to, opinion)}
      />
      <PeoplePickerDialog
        visible={dialog === 'transfer'}
        title={t('transferTitle')}
        hint={t('transferHint')}
        slots={[{ key: 'to', label: t('transferWho'), multiple: false }]}
        note
        {...pickerTexts}
        onConfirm={(picked, note) => {
          const person = picked.to?.[0];
          if (!person) return;
          setTransferTo({ uid: person.uid, name: person.name, note });
          setDialog(null);
        }}
        testId="transfer-picker"
      />
      <ConfirmDialog
        title={t('transferTitle')}
        question={transferTo ? t('transferQuestion', { name: transferTo.name }) : null}
        onCancel={() => setTransferTo(null)}
        onConfirm={() => {
          if (!transferTo) return;
          const { uid, note } = transferTo;
          setTransferTo(null);
          void actions.transfer(uid, note || opinion);
        }}
        testId="transfer-confirm"
      />
      <PeoplePickerDialog
        visible={dialog === 'addSign'}
        title={t('addSignTitle')}
        hint={t('addSignHint')}
        slots={[{ key: 'who', label: t('addSignWho'), multiple: true, max: 20 }]}
        note
        {...pickerTexts}
        onConfirm={(picked, note) => void actions.addSign(uidsOf(picked, 'who'), note).then((done) => done && setDialog(null))}
        testId="addsign-picker"
      />
      <PeoplePickerDialog
        visible={dialog === 'cc'}
        title={t('ccTitle')}
        hint={t('ccHint')}
        slots={[{ key: 'who', label: t('ccWho'), multiple: true, max: 50 }]}
        note
        {...pickerTexts}
        onConfirm={(picked, note) => void actions.cc(uidsOf(picked, 'who'), note).then((done) => done && setDialog(null))}
        testId="cc-picker"
      />
      <PeoplePickerDialog
        visible={dialog === 'next'}
        title={t('nextApproverTitle')}
        hint={t('nextApproverPrompt')}
        slots={task.choose_next.map((n) => ({ key: n.node_id, label: n.node_name, multiple: true, max: 20 }))}
        cancelLabel={t('nextApproverBack')}
        confirmLabel={t('chooseNextConfirm')}
        busy={actions.busy === 'approve'}
        onCancel={() => setDialog(null)}
        onConfirm={(picked) => {
          const chosen = Object.fromEntries(task.choose_next.map((n) => [n.node_id, uidsOf(picked, n.node_id)]));
          approve(chosen);
        }}
        testId="next-approver-prompt"
      />
    </>
  );
}
