/**
 * The Popup primitive as a modal dialog: its close icon is named alike in every dialog; on H5 it keeps Tab inside,
 * takes the focus when it opens, gives it back to its opener when it closes, and one Escape closes one layer.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import Popup from '@/ui/popup';
import type { PopupFocus } from '@/ui/popup/types';
import { renderH5, TARGET } from '../support/render';

const h5 = TARGET === 'h5' ? it : it.skip;

/** 提交申请 → 设置审批人 → 选择人员, each opened by a button in the one below. */
function Nested() {
  const [open, setOpen] = useState<string[]>([]);
  const push = (name: string) => setOpen((layers) => [...layers, name]);
  const pop = () => setOpen((layers) => layers.slice(0, -1));
  return (
    <>
      <button type="button" onClick={() => push('提交申请')}>
        提交
      </button>
      <Popup visible={open.length > 0} title="提交申请" onClose={pop}>
        <button type="button" onClick={() => push('设置审批人')}>
          设置审批人
        </button>
      </Popup>
      <Popup visible={open.length > 1} title="设置审批人" onClose={pop}>
        <button type="button" onClick={() => push('选择人员')}>
          选择人员
        </button>
      </Popup>
      <Popup visible={open.length > 2} title="选择人员" onClose={pop}>
        <input aria-label="搜索" />
      </Popup>
    </>
  );
}

function Opener({ withField = true, initialFocus }: { withField?: boolean; initialFocus?: PopupFocus }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        驳回
      </button>
      <Popup visible={open} title="驳回申请" onClose={() => setOpen(false)} initialFocus={initialFocus}>
        {withField ? <textarea aria-label="意见" /> : <p>确定驳回吗？</p>}
        <button type="button" disabled>
          暂存
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          取消
        </button>
        <button type="button">确定</button>
      </Popup>
    </main>
  );
}

/** A keyboard press: the button takes the focus, then acts (jsdom's click alone moves no focus). */
function press(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.click(button);
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

function openDialog(ui = <Opener />) {
  renderH5(ui);
  const opener = screen.getByRole('button', { name: '驳回' });
  press(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: '驳回申请' }) };
}

it('names its close icon 关闭 in Chinese and Close in English, whatever the footer’s cancel says', () => {
  const { unmount } = renderH5(
    <Popup visible title="驳回申请" onClose={() => undefined}>
      <button type="button">取消</button>
    </Popup>,
  );
  expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  unmount();
  renderH5(
    <Popup visible title="Reject" onClose={() => undefined}>
      <button type="button">Cancel</button>
    </Popup>,
    'en',
  );
  expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
});

h5('is a modal dialog named by its visible title', () => {
  const { dialog } = openDialog();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('驳回申请');
});

h5('moves the focus to its first field when it opens', () => {
  const { dialog } = openDialog();
  expect(document.activeElement).toBe(within(dialog).getByLabelText('意见'));
});

h5('moves the focus to its title when it has no field', () => {
  const { dialog } = openDialog(<Opener withField={false} />);
  expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: '驳回申请' }));
});

h5('moves the focus to the close icon when the dialog asks so', () => {
  const { dialog } = openDialog(<Opener initialFocus="close" />);
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '关闭' }));
});

h5('keeps Tab inside: from the last control to the first, and Shift+Tab from the first to the last', () => {
  const { dialog } = openDialog();
  const close = within(dialog).getByRole('button', { name: '关闭' });
  const last = within(dialog).getByRole('button', { name: '确定' });
  act(() => last.focus());
  tab();
  expect(document.activeElement).toBe(close);
  tab(true);
  expect(document.activeElement).toBe(last);
});

h5('brings a focus that got behind the dialog back into it', () => {
  const { dialog } = openDialog();
  act(() => (document.activeElement as HTMLElement).blur());
  tab();
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '关闭' }));
});

h5('makes the page behind inert while it is open, and frees it after', () => {
  const { opener } = openDialog();
  const page = opener.closest('body > *') as HTMLElement;
  expect(page.hasAttribute('inert')).toBe(true);
  escape();
  expect(page.hasAttribute('inert')).toBe(false);
});

h5('gives the focus back to its opener, whatever closed it', () => {
  const { opener, dialog } = openDialog();
  escape();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);

  fireEvent.click(opener);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
  expect(document.activeElement).toBe(opener);

  fireEvent.click(opener);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
  expect(document.activeElement).toBe(opener);
  expect(dialog.isConnected).toBe(false);
});

h5('closes one layer per Escape, the focus going back into the dialog below', () => {
  renderH5(<Nested />);
  const submit = screen.getByRole('button', { name: '提交' });
  press(submit);
  press(screen.getByRole('button', { name: '设置审批人' }));
  press(screen.getByRole('button', { name: '选择人员' }));
  expect(screen.getAllByRole('dialog')).toHaveLength(3);
  expect(document.activeElement).toBe(screen.getByLabelText('搜索'));

  escape();
  expect(screen.getAllByRole('dialog')).toHaveLength(2);
  expect(screen.queryByRole('dialog', { name: '选择人员' })).toBeNull();
  const approver = screen.getByRole('dialog', { name: '设置审批人' });
  expect(document.activeElement).toBe(within(approver).getByRole('button', { name: '选择人员' }));
  expect(approver.parentElement?.hasAttribute('inert')).toBe(false);
  expect(screen.getByRole('dialog', { name: '提交申请' }).parentElement?.hasAttribute('inert')).toBe(true);

  escape();
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '设置审批人' }));
  escape();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(submit);
});

h5('leaves an Escape that a control inside has used to that control', () => {
  const { dialog } = openDialog();
  const field = within(dialog).getByLabelText('意见');
  field.addEventListener('keydown', (event) => event.preventDefault());
  fireEvent.keyDown(field, { key: 'Escape' });
  expect(screen.getByRole('dialog')).toBe(dialog);
});

h5('counts a radio group as one stop, its checked radio, as Tab does', () => {
  renderH5(
    <Popup visible title="驳回到" onClose={() => undefined}>
      <input type="radio" name="to" aria-label="申请人" defaultChecked />
      <input type="radio" name="to" aria-label="上一步" />
    </Popup>,
  );
  act(() => screen.getByLabelText('申请人').focus());
  tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
});
