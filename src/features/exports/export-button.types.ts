export interface ExportButtonProps {
  /** The export call's address with the page's filters, read when pressed (callAddress). */
  address: () => string;
  testId: string;
  /** The button's words; 导出 Excel when none. */
  label?: string;
}
