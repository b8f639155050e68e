import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useReceiptsTranslation } from '@/features/receipts/i18n';
import { ReceiptVerify } from '@/features/receipts/receipt-verify';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { usesMobilePages } from '@/platform/client';

/**
 * /matter/verify (printed records' receipts): public, it calls only verifyReceipt. One page for both clients (a
 * phone scanning a printout lands here), framed for the client that opens it.
 */
export default function VerifyPage() {
  const { t } = useReceiptsTranslation();
  const [mobile] = useState(usesMobilePages);
  const query = useRouter().params;
  return mobile ? (
    <MobileFrame title={t('title')}>
      <ReceiptVerify onMobile query={query} />
    </MobileFrame>
  ) : (
    <DesktopPage title={t('title')}>
      <ReceiptVerify onMobile={false} query={query} />
    </DesktopPage>
  );
}
