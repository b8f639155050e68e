import { BackOffice, useNarrow } from '@/features/backoffice';
import { DesktopPage } from '@/features/frame/desktop-page';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';

/**
 * /backHome/index: the back office (spec §2), for administrators (§6). One route at every width: the portal's desktop
 * frame above 640 px, the phone frame below it, where the back office's lists turn into cards.
 */
export default function BackOfficePage() {
  const narrow = useNarrow();
  return <BackOffice frame={(title, body) => (narrow ? <MobileFrame title={title}>{body}</MobileFrame> : <DesktopPage title={title}>{body}</DesktopPage>)} />;
}
