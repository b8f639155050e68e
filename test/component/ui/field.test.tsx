/** The Field primitive on both targets: labelled, reports what is typed and when it is left, and announces its error. */
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import Field from '@/ui/field';
import { leave, pressEnter, renderH5, TARGET, typeInto, valueOf } from '../support/render';

function Harness({ error, onEnter, onBlur }: { error?: string; onEnter?: () => void; onBlur?: () => void }) {
  const [value, setValue] = useState('');
  return <Field label="账号" value={value} onChange={setValue} onEnter={onEnter} onBlur={onBlur} error={error} placeholder="请输入账号" />;
}

it('is found by its label and keeps what the user types', async () => {
  renderH5(<Harness />);
  const field = screen.getByLabelText('账号');
  await typeInto(field, 'guest');
  await waitFor(() => expect(valueOf(field)).toBe('guest'));
  expect(field.getAttribute('aria-invalid')).toBeNull();
});

it('shows its error as an alert tied to the input', () => {
  renderH5(<Harness error="请输入账号" />);
  const field = screen.getByLabelText('账号');
  expect(screen.getByRole('alert').textContent).toBe('请输入账号');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
});

it('keeps a hidden label for screen readers', () => {
  renderH5(<Field label="搜索" hideLabel type="search" value="" onChange={() => undefined} />);
  expect(screen.getByLabelText('搜索')).toBeTruthy();
});

it('submits with the Enter key', async () => {
  const onEnter = jest.fn();
  renderH5(<Harness onEnter={onEnter} />);
  await pressEnter(screen.getByLabelText('账号'));
  expect(onEnter).toHaveBeenCalledTimes(1);
});

it('tells when the focus leaves it', async () => {
  const onBlur = jest.fn();
  renderH5(<Harness onBlur={onBlur} />);
  await leave(screen.getByLabelText('账号'));
  expect(onBlur).toHaveBeenCalledTimes(1);
});

it('takes the focus when it appears, when asked', async () => {
  renderH5(<Field label="新手机号" value="" onChange={() => undefined} autoFocus />);
  const field = screen.getByLabelText('新手机号');
  // The mini-program's input focuses itself natively from its `focus` property, which jsdom cannot show.
  if (TARGET === 'weapp') expect((field as HTMLElement & { autoFocus: boolean }).autoFocus).toBe(true);
  else await waitFor(() => expect(document.activeElement).toBe(field));
});
