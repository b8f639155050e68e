/**
 * Mini-program: the code's modules drawn as rows of views (the QR library's matrix), since the <image> component
 * takes no inline SVG; the whole is one picture named by `alt` for the screen reader.
 */
import { useMemo, type FC } from 'react';
import { View } from '@tarojs/components';
import QRCode from 'qrcode';
import type { QrCodeProps } from './types';
import './qr-code.scss';

function matrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1));
}

const QrCode: FC<QrCodeProps> = ({ text, alt, className, testId }) => {
  const rows = useMemo(() => matrix(text), [text]);
  return (
    <View className={`ch-qr ch-qr--cells${className ? ` ${className}` : ''}`} aria-role="img" aria-label={alt} data-testid={testId} data-qr-text={text}>
      {rows.map((row, r) => (
        <View key={r} className="ch-qr__row" aria-hidden>
          {row.map((dark, c) => (
            <View key={c} className={dark ? 'ch-qr__cell ch-qr__cell--dark' : 'ch-qr__cell'} />
          ))}
        </View>
      ))}
    </View>
  );
};

export default QrCode;
