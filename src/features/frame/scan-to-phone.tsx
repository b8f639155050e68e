/**
 * A QR code of this page's mobile twin (the home page v2 sidebar, spec §2), so a visitor can carry on on a phone.
 * The QR library is loaded on first use: it stays out of every page's first load.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { H5_BASE } from '@/routes';
import Image from '@/ui/image';

export function ScanToPhone({ route }: { route: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const address = `${window.location.origin}${H5_BASE}${route}`;
    import('qrcode')
      .then((qr) => qr.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f1f3d', light: '#ffffff' } }))
      .then((text) => live && setSvg(text))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [route]);
  return (
    <View className="ch-scan" data-testid="scan-to-phone">
      {svg ? <Image className="ch-scan__code" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('sidebar.qr')} /> : <View className="ch-scan__code" />}
      <Text className="ch-scan__hint">{t('sidebar.qrHint')}</Text>
    </View>
  );
}
