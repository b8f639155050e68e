/** What other features use of exports: the button that downloads an export call's .xlsx file, with its progress. */
export { ExportButton } from './export-button';
export type { ExportButtonProps } from './export-button.types';
