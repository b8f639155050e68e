/** Renders client components as the H5 app does: i18n set up, in the chosen language. */
import { fireEvent, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setupI18n } from '@/i18n';

export function renderH5(ui: ReactElement, lang: 'zh' | 'en' = 'zh') {
  const i18n = setupI18n();
  void i18n.changeLanguage(lang);
  return render(ui);
}

/** Points the request wrapper at a test server. */
export function useApiOrigin(origin: string): void {
  (globalThis as { API_BASE?: string }).API_BASE = origin;
}

/** The target this project renders (jest.config.js), for the few checks that differ by platform. */
export const TARGET = process.env.TARO_ENV as 'h5' | 'weapp';

/** The native text box of a field found by its label: itself on H5, the <input> inside Taro's input component. */
function textBox(field: HTMLElement): HTMLInputElement {
  const input = field instanceof HTMLInputElement ? field : field.querySelector('input');
  if (!input) throw new Error('no text box in this field');
  return input;
}

/** Types into a field as a user does, on either target (Taro's input component draws its <input> a frame later). */
export async function typeInto(field: HTMLElement, text: string): Promise<void> {
  fireEvent.input(await waitFor(() => textBox(field)), { target: { value: text } });
}

/** What a field shows. */
export function valueOf(field: HTMLElement): string {
  return textBox(field).value;
}

/** Presses Enter in a field (the keyboard's search or done key in the mini-program). */
export async function pressEnter(field: HTMLElement): Promise<void> {
  fireEvent.keyDown(await waitFor(() => textBox(field)), { key: 'Enter', keyCode: 13 });
}

/** Moves the focus out of a field (a check that runs when the user leaves it). */
export async function leave(field: HTMLElement): Promise<void> {
  fireEvent.blur(await waitFor(() => textBox(field)));
}
