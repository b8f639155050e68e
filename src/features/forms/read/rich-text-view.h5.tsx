import { useMemo, type FC } from 'react';
import DOMPurify from 'dompurify';
import type { RichTextViewProps } from './rich-text-view.types';

// The server sanitised the value when it was stored; it is cleaned again before it enters the page.
export const RichTextView: FC<RichTextViewProps> = ({ html }) => {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className="ch-form-read ch-form-read--rich" data-user-content="" dangerouslySetInnerHTML={{ __html: clean }} />;
};
