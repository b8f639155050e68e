/**
 * The receipt check page's texts, namespace `receipts`. They load with the page, never with the app: every module's
 * texts in src/modules.ts ride in the mobile home's first load, whose budget cannot spare them (bench/size.bench.ts).
 */
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { receiptTexts } from './texts';

const NS = 'receipts';

function addTexts(): void {
  if (i18next.getResource('zh', NS, 'title') !== undefined) return;
  i18next.addResourceBundle('zh', NS, receiptTexts.zh, true, false);
  i18next.addResourceBundle('en', NS, receiptTexts.en, true, false);
}

export function useReceiptsTranslation() {
  addTexts();
  return useTranslation(NS);
}
