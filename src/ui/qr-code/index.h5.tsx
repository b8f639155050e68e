/** H5: the QR library (loaded on first use, out of the first load) draws an SVG, shown as a picture. */
import { useEffect, useState, type FC } from 'react';
import type { QrCodeProps } from './types';
import './qr-code.scss';

const QrCode: FC<QrCodeProps> = ({ text, alt, className, testId }) => {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f1f3d', light: '#ffffff' } }))
      .then((drawn) => live && setSvg(drawn))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  const classes = `ch-qr${className ? ` ${className}` : ''}`;
  return svg ? (
    <img className={classes} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} data-testid={testId} data-qr-text={text} />
  ) : (
    <div className={classes} role="img" aria-label={alt} aria-busy="true" data-testid={testId} />
  );
};

export default QrCode;
