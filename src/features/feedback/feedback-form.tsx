/**
 * The feedback form (spec §3 Feedback, §5): the kind (labels cut at 7 characters), then the service for type 1 or a
 * brief function description for the others, the opinion with its counter (at most 255 characters), a contact, and
 * pictures when the site offers attachments. Problems show under their field, in the rule's words.
 */
import { useId, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPE_LABEL_MAX } from '@contract/constants';
import { truncate } from '@contract/rules/format';
import { FEEDBACK_TYPE_SERVICE } from '@contract/rules/validation';
import type { TextKey } from '@contract/texts';
import { roleProps } from '@/platform/a11y-role';
import { useSiteConfig } from '@/stores/site-config';
import Button from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { plainId, type ControlA11y } from '@/ui/control-a11y';
import FilePicker from '@/ui/file-picker';
import Loading from '@/ui/loading';
import { SelectBox } from '@/ui/select-box';
import { TextBox } from '@/ui/text-box';
import { FeedbackImages } from './feedback-images';
import { useFeedbackTranslation } from './i18n';
import { FEEDBACK_MAX_FILES, useFeedbackForm } from './use-feedback-form';
import './feedback.scss';

const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'];

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  problem?: string;
  /** Shown at the end of the field's foot (the opinion's counter). */
  aside?: ReactNode;
  children: (a11y: ControlA11y) => ReactNode;
}

/** A labelled control with its problem under it, named and described for both targets. */
function FormField({ name, label, required = false, problem, aside, children }: FieldProps) {
  const id = plainId(`${useId()}${name}`);
  const a11y: ControlA11y = { id, labelledBy: `${id}-l`, label, describedBy: problem ? `${id}-p` : undefined, invalid: Boolean(problem), required };
  return (
    <View className="ch-feedback__field" data-testid={`feedback-${name}`}>
      <Text id={`${id}-l`} className="ch-feedback__label">
        {label}
        {required ? <Text className="ch-feedback__required" aria-hidden="true"> *</Text> : null}
      </Text>
      {children(a11y)}
      {problem || aside ? (
        <View className="ch-feedback__foot">
          {problem ? (
            <Text id={`${id}-p`} className="ch-feedback__problem" {...roleProps('alert')}>
              {problem}
            </Text>
          ) : (
            <Text />
          )}
          {aside}
        </View>
      ) : null}
    </View>
  );
}

export function FeedbackForm({ onCancel, onSent }: { onCancel: () => void; onSent: (message: string) => void }) {
  const { t } = useFeedbackTranslation();
  const form = useFeedbackForm(onSent);
  const withFiles = useSiteConfig((s) => s.config?.system_setting.feedback_attachment === 1);
  const problem = (key: TextKey | undefined) => (key ? t(`translation:spec.${key}`) : undefined);
  const { values, choices } = form;

  if (choices.kind === 'loading') return <Loading label={t('loading')} />;
  if (choices.kind === 'failed')
    return (
      <View className="ch-feedback__failed" {...roleProps('alert')}>
        {t('loadFailed')}
        <Button size="small" onClick={form.load} testId="feedback-retry">
          {t('retry')}
        </Button>
      </View>
    );

  const aboutService = values.type === FEEDBACK_TYPE_SERVICE;
  const length = Array.from(values.content.trim()).length;
  const noop = () => undefined;
  return (
    <View className="ch-feedback" data-testid="feedback-form">
      <FormField name="type" label={t('type')} required>
        {(a11y) => (
          <ChoiceGroup
            a11y={a11y}
            choices={choices.types.map((c) => ({ value: String(c.type), label: truncate(c.name, FEEDBACK_TYPE_LABEL_MAX) }))}
            multiple={false}
            chosen={values.type === undefined ? [] : [String(values.type)]}
            onChange={(next) => form.change('type')(next[0] === undefined ? values.type : Number(next[0]))}
            onBlur={noop}
          />
        )}
      </FormField>
      {aboutService ? (
        <FormField name="service" label={t('service')} required problem={problem(form.problems.apps_id)}>
          {(a11y) => (
            <SelectBox
              a11y={a11y}
              choices={choices.services.map((s) => ({ value: String(s.id), label: s.name }))}
              value={values.apps_id === undefined ? undefined : String(values.apps_id)}
              onChange={(v) => form.change('apps_id')(v === undefined ? undefined : Number(v))}
              onBlur={noop}
              placeholder={t('servicePlaceholder')}
            />
          )}
        </FormField>
      ) : (
        <FormField name="brief" label={t('brief')} required problem={problem(form.problems.title)}>
          {(a11y) => <TextBox a11y={a11y} value={values.title} onChange={form.change('title')} onBlur={noop} maxLength={100} placeholder={t('briefPlaceholder')} />}
        </FormField>
      )}
      <FormField
        name="content"
        label={t('content')}
        required
        problem={problem(form.problems.content)}
        aside={
          <Text className={`ch-feedback__count${length > FEEDBACK_MAX_LENGTH ? ' ch-feedback__count--over' : ''}`} aria-label={t('countLabel', { count: length, max: FEEDBACK_MAX_LENGTH })} data-testid="feedback-count">
            {t('count', { count: length, max: FEEDBACK_MAX_LENGTH })}
          </Text>
        }
      >
        {(a11y) => <TextBox a11y={a11y} value={values.content} onChange={form.change('content')} onBlur={noop} multiline placeholder={t('contentPlaceholder')} />}
      </FormField>
      <FormField name="contact" label={t('contact')}>
        {(a11y) => <TextBox a11y={a11y} value={values.contact} onChange={form.change('contact')} onBlur={noop} maxLength={100} placeholder={t('contactPlaceholder')} />}
      </FormField>
      {withFiles ? (
        <View className="ch-feedback__field" data-testid="feedback-attachments">
          <Text className="ch-feedback__label">{t('attachments')}</Text>
          <FeedbackImages files={form.files} onRemove={form.remove} />
          {form.uploading.map((u) => (
            <Text key={u.key} className="ch-feedback__uploading" data-testid="feedback-uploading">
              {t('uploading', { name: u.name, percent: u.percent })}
            </Text>
          ))}
          <FilePicker
            label={t('addImages')}
            ariaLabel={t('addImagesLabel')}
            accept={IMAGE_TYPES}
            max={FEEDBACK_MAX_FILES}
            disabled={form.files.length + form.uploading.length >= FEEDBACK_MAX_FILES}
            onPick={form.pick}
            sourceLabels={{ album: t('album'), chat: t('chat') }}
            testId="feedback-file-input"
          />
          <Text className="ch-feedback__hint">{t('attachmentsHint', { max: FEEDBACK_MAX_FILES })}</Text>
        </View>
      ) : null}
      {form.failure ? (
        <Text className="ch-feedback__problem" {...roleProps('alert')} data-testid="feedback-failure">
          {form.failure}
        </Text>
      ) : null}
      <View className="ch-feedback__actions">
        <Button onClick={onCancel} testId="feedback-cancel">
          {t('cancel')}
        </Button>
        <Button kind="primary" loading={form.busy} disabled={form.uploading.length > 0} onClick={() => void form.submit()} testId="feedback-submit">
          {t('submit')}
        </Button>
      </View>
    </View>
  );
}
