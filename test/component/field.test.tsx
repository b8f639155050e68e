/** The Field primitive: labelled, reports changes, and announces its error. */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import Field from '@/ui/field';
import { renderH5 } from './support/render';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <Field label="账号" value={value} onChange={setValue} error={error} placeholder="请输入账号" />;
}

it('is found by its label and keeps what the user types', () => {
  renderH5(<Harness />);
  const input = screen.getByLabelText('账号') as HTMLInputElement;
  fireEvent.change(input, { target: { value: 'guest' } });
  expect(input.value).toBe('guest');
  expect(input.getAttribute('aria-invalid')).toBeNull();
});

it('shows its error as an alert tied to the input', () => {
  renderH5(<Harness error="请输入账号" />);
  const input = screen.getByLabelText('账号');
  expect(screen.getByRole('alert').textContent).toBe('请输入账号');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
});
