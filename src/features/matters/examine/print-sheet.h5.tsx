import { useEffect, useState, type FC } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { FormRenderer } from '@/features/forms';
import { useSiteName } from '@/stores/site-name';
import { ProcessDiagram } from '../detail/process-diagram';
import { campusText } from '../rules/examine';
import { useActionWords } from './history-timeline';
import { useExamineTranslation } from './i18n';
import { usePrintHeader } from './print-header';
import type { PrintSheetProps } from './print-sheet.types';
import './print.scss';

const noChange = () => undefined;

/**
 * While the page prints (from the print button or the browser's own menu): the sheet is drawn before the print
 * dialog takes its snapshot (flushSync in beforeprint) and dropped after, so the screen, its tests and assistive
 * technology never meet a second copy of the page. With the time it was printed.
 */
function usePrinting(): string | null {
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  useEffect(() => {
    const before = () => flushSync(() => setPrintedAt(campusText(Date.now())));
    const after = () => setPrintedAt(null);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printedAt;
}

// On paper only: a child of <body> beside the app, which the print stylesheet (print.scss) hides. Native table
// elements, so long tables break across pages with their heading row repeated.
export const PrintSheet: FC<PrintSheetProps> = ({ detail, outline, current, taskId }) => {
  const { t } = useExamineTranslation();
  const words = useActionWords();
  const site = useSiteName() ?? '';
  const header = usePrintHeader(detail, taskId);
  const printedAt = usePrinting();
  if (printedAt === null) return null;
  return createPortal(
    <main className="ch-print" data-testid="print-sheet">
      <header className="ch-print__header">
        {site ? <p className="ch-print__site">{site}</p> : null}
        <h1 className="ch-print__title">{detail.title || header.service}</h1>
        <p>{t('printService', { name: header.service })}</p>
        <p>{t('printInstId', { id: header.instId })}</p>
        {header.applicant ? <p>{t('printApplicant', { line: header.applicant })}</p> : null}
        <p>{t('printedAt', { time: printedAt })}</p>
      </header>
      <h2 className="ch-print__heading">{t('formTitle')}</h2>
      <div className="ch-print__form">
        <FormRenderer schema={detail.form.schema} values={detail.values} onChange={noChange} readOnly instId={detail.inst_id} appId={detail.app_id} layout="desktop" />
      </div>
      <h2 className="ch-print__heading">{t('historyTitle')}</h2>
      <table className="ch-print__table">
        <thead>
          <tr>
            <th>{t('colStep')}</th>
            <th>{t('colActor')}</th>
            <th>{t('colAction')}</th>
            <th>{t('colOpinion')}</th>
            <th>{t('colTime')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.steps.map((s, i) => (
            <tr key={`${s.created}-${i}`}>
              <td>{s.node_name}</td>
              <td>{words.actor(s)}</td>
              <td>{words.action(s)}</td>
              <td>{s.opinion}</td>
              <td>{s.created.slice(0, 16)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {outline ? (
        <>
          <h2 className="ch-print__heading">{t('processTitle')}</h2>
          <ProcessDiagram outline={outline} narrow={false} current={current} />
        </>
      ) : null}
    </main>,
    document.body,
  );
};
