/**
 * Filling a form in as a user does, on either target: H5 renders native controls, the mini-program Taro's (found by
 * their aria-label; their native pickers are outside jsdom, so a picker's choice arrives as the change event the
 * mini-program sends).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TARGET } from '../../support/render';

/** Lets effects, timers and answers run. */
export const settle = (ms = 30) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A field's control by its name (`exact: false` for names the control extends: "级别 请选择"). */
export function control(name: string | RegExp, scope: HTMLElement = document.body): HTMLElement {
  return within(scope).getByLabelText(name);
}

/** The element that takes typing: itself on H5, the native box inside Taro's input and textarea. */
function textBox(element: HTMLElement): HTMLElement {
  if (element.matches('input, textarea, [contenteditable]')) return element;
  const inner = element.querySelector<HTMLElement>('input, textarea');
  if (!inner) throw new Error('the text box is not drawn yet');
  return inner;
}

export async function type(name: string | RegExp, text: string, scope?: HTMLElement): Promise<void> {
  const box = await waitFor(() => textBox(control(name, scope)));
  fireEvent.input(box, { target: { value: text } });
  await settle(0);
}

/** Leaves a field (the user tabs on). */
export async function leave(name: string | RegExp, scope?: HTMLElement): Promise<void> {
  fireEvent.blur(textBox(control(name, scope)));
  await settle(0);
}

export function valueIn(name: string | RegExp, scope?: HTMLElement): string {
  const box = textBox(control(name, scope));
  return box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement ? box.value : (box.textContent ?? '');
}

/** Checks a radio button or check box by its option's name. */
export async function check(option: string, scope: HTMLElement = document.body): Promise<void> {
  // H5: the native input; the mini-program: the input Taro's radio or checkbox draws inside itself, a frame later.
  const input = await waitFor(() => {
    const named = within(scope).getAllByLabelText(option);
    const found = named.find((e) => e.tagName === 'INPUT') ?? named.map((e) => e.querySelector('input')).find(Boolean);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(input);
  await settle(0);
}

/** The Taro picker around a mini-program control. */
function pickerOf(element: HTMLElement): HTMLElement & { range?: string[] } {
  const picker = element.closest('taro-picker-core');
  if (!picker) throw new Error('not a picker');
  return picker as HTMLElement & { range?: string[] };
}

/** Chooses an option of a select (a <select> on H5, the mini-program's selector picker). */
export async function select(name: string | RegExp, option: string, scope?: HTMLElement): Promise<void> {
  const box = control(name, scope);
  if (TARGET === 'h5') {
    const found = within(box).getByText(option) as HTMLOptionElement;
    fireEvent.change(box, { target: { value: found.value } });
  } else {
    const picker = pickerOf(box);
    const index = picker.range?.indexOf(option) ?? -1;
    if (index < 0) throw new Error(`no option ${option} in ${String(name)}`);
    fireEvent(picker, new CustomEvent('change', { detail: { value: index } }));
  }
  await settle(0);
}

/**
 * Sets a date (YYYY-MM-DD) or date-time (YYYY-MM-DD HH:mm) by its box's name: H5 types into the browser's input; the
 * mini-program picks the date in its date picker, then the time in the time picker beside it.
 */
export async function date(name: RegExp, value: string, scope: HTMLElement = document.body): Promise<void> {
  const boxes = within(scope).getAllByLabelText(name);
  if (TARGET === 'h5') {
    fireEvent.change(boxes[0], { target: { value: value.replace(' ', 'T') } });
    fireEvent.blur(boxes[0]);
  } else {
    const [day, time] = value.split(' ');
    fireEvent(pickerOf(boxes[0]), new CustomEvent('change', { detail: { value: day } }));
    await settle(0);
    if (time) fireEvent(pickerOf(boxes[1]), new CustomEvent('change', { detail: { value: time } }));
  }
  await settle(0);
}

/** A table's cell by its column and row: named by both in a desktop grid, inside the row's card on a phone. */
export function cellScope(row: number, grid: boolean): { name: (column: string) => RegExp; scope: HTMLElement } {
  if (grid) return { name: (column) => new RegExp(`^${column} 第 ${row} 行`), scope: document.body };
  return { name: (column) => new RegExp(`^${column}`), scope: screen.getByRole('group', { name: `第 ${row} 行` }) };
}

/** A sheet's search box: itself on H5, the input Taro's input component draws inside itself a frame later. */
export function searchBoxIn(sheet: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const found = within(sheet).getAllByLabelText(/./).find((e) => e.matches('input, taro-input-core'));
    const input = found?.matches('input') ? found : found?.querySelector('input');
    if (!input) throw new Error('no search box yet');
    return input as HTMLElement;
  });
}

/** Opens a field's picker sheet (searchable options, people), searches, checks options and closes it. */
export async function pickInSheet(field: string, search: string, options: string[]): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${field}`) }));
  const sheet = await screen.findByRole('dialog');
  if (search) {
    fireEvent.input(await searchBoxIn(sheet), { target: { value: search } });
  }
  for (const option of options) {
    await waitFor(() => within(sheet).getAllByLabelText(option));
    await check(option, sheet);
  }
  fireEvent.click(within(sheet).getByText(/^(确定|Done)$/));
  await settle(0);
}

/** Picks files for an Attachment field (H5: its file input; the mini-program: its chat picker, stubbed by the test). */
export async function upload(fieldId: string, files: File[]): Promise<void> {
  const picker = screen.getByTestId(`upload-${fieldId}`);
  if (TARGET === 'h5') fireEvent.change(picker, { target: { files } });
  else fireEvent.click(picker);
  await settle(0);
}

export async function submit(): Promise<void> {
  fireEvent.click(screen.getByText('提交'));
  await settle(0);
}
