/** The Button primitive on both targets: a named button that presses, and that ignores presses while busy. */
import { fireEvent, screen } from '@testing-library/react';
import Button from '@/ui/button';
import { renderH5, TARGET } from '../support/render';

it('is a button named by its text or its label, and presses', () => {
  const onClick = jest.fn();
  renderH5(
    <>
      <Button onClick={onClick}>登录</Button>
      <Button ariaLabel="关闭对话框">×</Button>
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '关闭对话框' })).toBeTruthy();
});

it('ignores presses while loading or disabled', () => {
  const onClick = jest.fn();
  renderH5(
    <>
      <Button loading onClick={onClick} testId="busy">
        提交中
      </Button>
      <Button disabled onClick={onClick}>
        提交
      </Button>
    </>,
  );
  fireEvent.click(screen.getByTestId('busy'));
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(onClick).not.toHaveBeenCalled();
});

it('fills the row when block', () => {
  renderH5(
    <>
      <Button block>整行</Button>
      <Button>自适应</Button>
    </>,
  );
  // jsdom has no layout: the class each target's stylesheet sizes the button by is what shows the width.
  const blockClass = TARGET === 'h5' ? 'adm-button-block' : 'ch-button--block';
  expect(screen.getByRole('button', { name: '整行' }).classList).toContain(blockClass);
  expect(screen.getByRole('button', { name: '自适应' }).classList).not.toContain(blockClass);
});
