/**
 * The template switch of layout two (spec §2): inst, the public edition with service applications first, or task,
 * the task edition with approvals first. Choosing the other one asks for confirmation before it takes effect.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useTemplate, useUiSettings, type Template } from '@/stores/ui-settings';
import Pressable from '@/ui/pressable';
import { ConfirmDialog } from './confirm-dialog';
import { Dropdown } from './dropdown';
import './template-switch.scss';

const TEMPLATES: Template[] = ['inst', 'task'];

export function TemplateSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useTemplate();
  const [asking, setAsking] = useState<Template | null>(null);
  const confirm = () => {
    if (asking) useUiSettings.getState().setTemplate(asking);
    setAsking(null);
  };
  return (
    <>
      <Dropdown
        testId="template-switch"
        triggerClassName={className}
        label={`${t('frame.template')}: ${t(`frame.templates.${current}`)}`}
        trigger={<Text data-testid="template-current">{t(`frame.templates.${current}`)}</Text>}
      >
        {(close) => (
          <View className="ch-template">
            {TEMPLATES.map((template) => (
              <Pressable
                key={template}
                className={`ch-template__option${template === current ? ' ch-template__option--current' : ''}`}
                testId={`template-option-${template}`}
                onPress={() => {
                  close();
                  if (template !== current) setAsking(template);
                }}
              >
                <Text className="ch-template__name">{t(`frame.templates.${template}`)}</Text>
                <Text className="ch-template__hint">{t(`frame.templateHints.${template}`)}</Text>
              </Pressable>
            ))}
          </View>
        )}
      </Dropdown>
      <ConfirmDialog
        title={t('frame.templateConfirmTitle')}
        question={asking ? t('frame.templateConfirm', { name: t(`frame.templates.${asking}`) }) : null}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
        testId="template"
      />
    </>
  );
}
