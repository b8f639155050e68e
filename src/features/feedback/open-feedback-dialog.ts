// The mini-program shows phone pages only, which have no right navigation: feedback is sent from the personal centre.
import { goTo } from '@/platform/navigation';

const PERSONAL_CENTRE_ROUTE = '/site/m_personal';

export function openFeedbackDialog(): void {
  goTo(PERSONAL_CENTRE_ROUTE);
}
