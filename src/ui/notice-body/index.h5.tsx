import { useMemo, type FC } from 'react';
import DOMPurify from 'dompurify';
import type { NoticeBodyProps } from './types';
import './notice-body.scss';

// The server sanitises notice HTML when it is written; it is cleaned again here, so a body that reached the table
// some other way still cannot run script in the portal's origin. Links leave the portal in a new tab.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export const NoticeBody: FC<NoticeBodyProps> = ({ html }) => {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] }), [html]);
  return <div className="ch-notice-body" data-testid="notice-body" data-user-content="" dangerouslySetInnerHTML={{ __html: clean }} />;
};
