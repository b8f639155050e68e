/**
 * Mini-program: downloads the .xlsx file an export call writes, with the session, and opens it in the document viewer
 * (where it can be saved or sent on); the button shows it is working meanwhile.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { openDownload } from '@/services/download';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import type { ExportButtonProps } from './export-button.types';
import { useExportTranslation } from './i18n';
import './exports.scss';

export function ExportButton({ address, testId, label }: ExportButtonProps) {
  const { t } = useExportTranslation();
  const [working, setWorking] = useState(false);

  const run = async () => {
    setWorking(true);
    try {
      await openDownload(address(), 'xlsx');
    } catch {
      showToast({ content: t('failed'), kind: 'error' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <View className="ch-export">
      <Button size="small" kind="primary" loading={working} disabled={working} testId={testId} onClick={() => void run()}>
        {label ?? t('button')}
      </Button>
    </View>
  );
}
