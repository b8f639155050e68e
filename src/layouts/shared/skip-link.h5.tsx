/**
 * The first Tab stop of a desktop page (WCAG 2.4.1): past the header straight to the page's content. Hidden until it
 * has the focus. A real link to the main region's id, which is what tools recognise as a skip link; the click moves
 * the focus itself, as the browser router must not see the address change.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from '@/i18n';
import { focusQuietly } from '@/platform/focus-target';
import './skip-link.scss';

export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    const target = document.getElementById(targetId);
    if (target) focusQuietly(target);
  };
  return (
    <a className="ch-skip-link" href={`#${targetId}`} onClick={skip} data-testid="skip-link">
      {t('frame.skipToMain')}
    </a>
  );
}
