import { useEffect, useId, useState, type FC } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { plainId } from '@/ui/control-a11y';
import { frameA11y, frameClass, frameIds, type FieldFrameProps } from './field-frame.types';
import './field-frame.scss';

// The mini-program has no <label for>: each control carries its name as aria-label (and aria-required) and the
// frame's label is hidden from the screen reader. A failed submit scrolls the field into view and asks its control to take the focus.
export const FieldFrame: FC<FieldFrameProps> = (props) => {
  const { path, label, required, help, prefilled, error, wide, readOnly, layout, focus, children } = props;
  const ids = frameIds(plainId(useId()));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focus || readOnly) return;
    focus.register(path, () => {
      Taro.pageScrollTo({ selector: `#${ids.root}`, duration: 200 }).catch(() => undefined);
      setFocused(true);
    });
    return () => focus.register(path, null);
  }, [focus, path, readOnly, ids.root]);

  return (
    <View id={ids.root} className={frameClass({ layout, error, readOnly, wide })}>
      <View className="ch-form-field__head">
        <View className="ch-form-field__name" aria-hidden={!readOnly}>
          <Text id={ids.label} className="ch-form-field__label">
            {label}
          </Text>
          {required && !readOnly ? <Text className="ch-form-field__required">*</Text> : null}
        </View>
        {prefilled ? <Text className="ch-form-field__source">{prefilled}</Text> : null}
      </View>
      <View className="ch-form-field__body">
        {children({ ...frameA11y(ids, props), focused, onFocusDone: () => setFocused(false) })}
        {help && !readOnly ? (
          <Text id={ids.help} className="ch-form-field__help">
            {help}
          </Text>
        ) : null}
        {error ? (
          <Text id={ids.error} className="ch-form-field__error" aria-role="alert">
            {error}
          </Text>
        ) : null}
      </View>
    </View>
  );
};
