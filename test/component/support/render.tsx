/** Renders client components as the H5 app does: i18n set up, in the chosen language. */
import { render } from '@testing-library/react';
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
