/** A form on a page as the start page uses it: the hook's state, the renderer and a submit button. */
import type { FormSchema, FormValues } from '@contract/forms';
import { FormRenderer, useFormState, type FormLayout, type FormState } from '@/features/forms';

interface HarnessProps {
  schema: FormSchema;
  initial?: FormValues;
  node?: string;
  readOnly?: boolean;
  layout?: FormLayout;
  prefilled?: Record<string, string>;
  appId?: number;
  /** The state after each render, for the test to read. */
  onState?(state: FormState): void;
  onSubmit?(values: FormValues): void;
}

export function FormHarness({ schema, initial, node, readOnly, layout, prefilled, appId, onState, onSubmit }: HarnessProps) {
  const form = useFormState(schema, initial ?? {}, { node });
  onState?.(form);
  return (
    <>
      <FormRenderer {...form.bind} readOnly={readOnly} layout={layout} prefilled={prefilled} appId={appId} />
      <button type="button" onClick={() => form.validateAll() && onSubmit?.(form.values)}>
        提交
      </button>
    </>
  );
}
