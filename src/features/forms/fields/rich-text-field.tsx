/**
 * RichText in the mini-program: plain text in a multi-line box, kept as paragraphs (rich-text-plain.ts). A value
 * written with formatting on H5 keeps it until its text is changed here.
 */
import { useRef, useState, type FC } from 'react';
import { View } from '@tarojs/components';
import { TextBox } from '@/ui/text-box';
import { useFormContext } from '../form-context';
import { fieldPlaceholder } from '../labels';
import type { FieldOf, FieldProps } from './field-props';
import { plainToRichText, richTextAsPlain } from './rich-text-plain';
import { WordCounter } from './word-counter';

export const RichTextField: FC<FieldProps<FieldOf<'RichText'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { lang } = useFormContext();
  // The box keeps the text as typed (a new empty line has no paragraph yet); a value from elsewhere replaces it.
  const [text, setText] = useState(() => richTextAsPlain(value));
  const emitted = useRef(value);
  if (value !== emitted.current) {
    emitted.current = value;
    setText(richTextAsPlain(value));
  }
  const change = (next: string) => {
    setText(next);
    emitted.current = plainToRichText(next);
    onChange(emitted.current);
  };
  return (
    <View className="ch-form-rich">
      <TextBox a11y={a11y} multiline value={text} onChange={change} onBlur={onBlur} placeholder={fieldPlaceholder(field, lang)} />
      {field.word_count ? <WordCounter text={text} bounds={field.word_count} /> : null}
    </View>
  );
};
