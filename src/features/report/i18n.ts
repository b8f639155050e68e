/** Texts of the data center's pages, namespace `report`, loaded with its pages (module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { reportTexts } from './texts';

const report = lazyNamespace('report', reportTexts);

export const useReportTranslation = report.useTexts;
export const reportText = report.text;
