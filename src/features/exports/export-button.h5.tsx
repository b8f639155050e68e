/**
 * Exports as an .xlsx file the rows a page shows, from an export call that writes the file as it sends it (its size is
 * not known ahead; the row count is, from the x-total-rows header), showing how much has arrived meanwhile.
 */
import { useState } from 'react';
import { formatFileSize } from '@contract/forms/file-size';
import { downloadWithProgress, type DownloadProgress } from '@/services/download';
import { RequestError } from '@/services/request';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import type { ExportButtonProps } from './export-button.types';
import { useExportTranslation } from './i18n';
import './exports.scss';

export function ExportButton({ address, testId, label }: ExportButtonProps) {
  const { t } = useExportTranslation();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const run = async () => {
    setProgress({ received: 0, rows: null });
    try {
      const name = await downloadWithProgress(address(), setProgress, 'export.xlsx');
      showToast({ content: t('done', { name }), kind: 'success' });
    } catch (error) {
      showToast({ content: error instanceof RequestError ? error.message : t('failed'), kind: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="ch-export">
      <Button size="small" kind="primary" loading={progress !== null} disabled={progress !== null} testId={testId} onClick={() => void run()}>
        {label ?? t('button')}
      </Button>
      {progress !== null ? (
        <span className="ch-export__progress" role="status" data-testid={`${testId}-progress`}>
          <progress aria-label={label ?? t('button')} />
          {t('working', { size: formatFileSize(progress.received) })}
          {progress.rows !== null ? ` · ${t('rows', { count: progress.rows })}` : ''}
        </span>
      ) : (
        <span className="ch-export__progress" role="status" />
      )}
    </div>
  );
}
