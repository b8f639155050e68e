/** RichText on H5: a light editor, fetched in its own chunk when a form with a rich-text field first shows. */
import { lazy, Suspense, type FC } from 'react';
import { useFormContext } from '../form-context';
import type { FieldOf, FieldProps } from './field-props';

const RichTextEditor = lazy(() => import('./rich-text-editor.h5'));

export const RichTextField: FC<FieldProps<FieldOf<'RichText'>>> = (props) => {
  const { t } = useFormContext();
  return (
    <Suspense fallback={<div className="ch-form-rich__loading">{t('loading')}</div>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
};
