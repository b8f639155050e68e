/**
 * A field's value as a reader sees it (a read-only field, a submitted application). Values are said as the text
 * templates say them (contract/forms/template.ts: option labels, names, the region's address); dates keep their time,
 * files are links, rich text keeps its formatting.
 */
import type { FC } from 'react';
import { Text } from '@tarojs/components';
import { isEmptyValue, isFileRef, renderTemplate, unitText, type SimpleField } from '@contract/forms';
import UserText from '@/ui/user-text';
import { FileRows } from '../files/file-rows';
import { useFormContext } from '../form-context';
import { RichTextView } from './rich-text-view';

/** Values people typed or picked from records kept in one language (names, regions): user content, not interface text. */
const TYPED = new Set<SimpleField['type']>(['Input', 'MultiInput', 'RichText', 'User', 'CountryV2', 'PhoneNumber']);

// The template placeholder a lone value is rendered under (a table cell's id has no placeholder of its own).
const AS_FIELD = 'form0_0';

function spoken(field: SimpleField, value: unknown, ctx: ReturnType<typeof useFormContext>): string {
  if (field.type === 'Calendar') return (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string').join(` ${ctx.t('calendar.to')} `);
  const text = renderTemplate(`{${AS_FIELD}}`, {
    schema: { form_no: 0, fields: [{ ...field, id: AS_FIELD }] },
    values: { [AS_FIELD]: value },
    lang: ctx.lang,
    regions: ctx.regions?.lookup,
  });
  const unit = field.type === 'Integer' || field.type === 'Numeric' ? unitText(field, ctx.lang, Number(value)) : undefined;
  return unit && text ? `${text} ${unit}` : text;
}

export const ReadValue: FC<{ field: SimpleField; value: unknown }> = ({ field, value }) => {
  const ctx = useFormContext();
  if (value === undefined || isEmptyValue(field, value)) return <Text className="ch-form-read ch-form-read--empty">{ctx.t('empty')}</Text>;
  if (field.type === 'Attachment') return <FileRows files={Array.isArray(value) ? value.filter(isFileRef) : []} />;
  if (field.type === 'RichText' && typeof value === 'string') return <RichTextView html={value} />;
  if (TYPED.has(field.type)) return <UserText className="ch-form-read" text={spoken(field, value, ctx)} />;
  return <Text className="ch-form-read">{spoken(field, value, ctx)}</Text>;
};
