/** The export button's texts, namespace `exports`, loaded with the first page that shows it. */
import { defineTexts } from '@/i18n/define-texts';

export const exportTexts = defineTexts(
  {
    button: '导出 Excel',
    working: '正在导出…已接收 {{size}}',
    rows_other: '共 {{count}} 行',
    done: '导出完成：{{name}}',
    failed: '导出失败，请稍后重试',
  },
  {
    button: 'Export to Excel',
    working: 'Exporting… {{size}} received',
    rows_one: '{{count}} row',
    rows_other: '{{count}} rows',
    done: 'Exported: {{name}}',
    failed: 'The export failed, please try again later',
  },
);
