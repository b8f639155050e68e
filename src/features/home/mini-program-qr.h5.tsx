/**
 * The mini-program QR dialog (spec §2 "Other dialogs"): the service's name, its QR code, a tip to scan it with the
 * messaging app and a close link. It draws itself into a root of its own, so any page that launches a service shows
 * it without holding a place for it.
 */
import { createRoot } from 'react-dom/client';
import QRCode from 'qrcode';
import { miniProgramQrText } from '@contract/rules/launch';
import { useTranslation } from '@/i18n';
import Image from '@/ui/image';
import Popup from '@/ui/popup';
import type { AppCard } from './use-home-data';
import './mini-program-qr.scss';

async function qrImage(text: string | null): Promise<string | null> {
  if (!text) return null;
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function MiniProgramQr({ name, image, onClose }: { name: string; image: string | null; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Popup visible title={name} onClose={onClose}>
      <div className="ch-mp-qr" data-testid="mini-program-qr">
        {image ? <Image className="ch-mp-qr__code" src={image} alt={t('miniProgramQr', { name })} /> : <p>{t('miniProgramNoQr')}</p>}
        <p className="ch-mp-qr__tip">{t('miniProgramTip')}</p>
        <button type="button" className="ch-mp-qr__close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Popup>
  );
}

export async function showMiniProgramQr(app: AppCard): Promise<void> {
  const image = await qrImage(miniProgramQrText(app)).catch(() => null);
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<MiniProgramQr name={app.name} image={image} onClose={close} />);
}
