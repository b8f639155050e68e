/**
 * One report (issue 28): its definition (getReportDetail), then its rows for the query the reader sets
 * (runReport), run again whenever the query or the language changes. A drill-down narrows the query to a row's
 * department and remembers the query it left, so the trail leads back. A range the server would refuse is not asked
 * for: the page says why instead.
 */
import { useEffect, useState } from 'react';
import type { ReportRun } from '@contract/calls/reports';
import { ErrorCode } from '@contract/envelope';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import { rangeProblem } from '../rules/ranges';
import { drillQuery, openingQuery, queryKey, runPayload, type Crumb, type ReportQuery } from '../rules/query';
import { noteRefusal } from '../shared/report-state';
import '../report-calls';

/**
 * A run refused for its query (a dimension the report lost, a department outside the reader's scope) says why in the
 * server's words: shown as a failure with that message, not as a missing page.
 */
const withReason = (error: unknown): never => {
  throw error instanceof RequestError && error.e !== ErrorCode.CANCELLED && error.e !== ErrorCode.NETWORK ? new Error(error.message) : error;
};

export function useReport(id: number | null, params: Record<string, string | undefined>) {
  const lang = useUiSettings((s) => s.lang);
  const [refused, setRefused] = useState(false);
  const detail = useLoaded(id === null ? null : `${id}:${lang}`, () =>
    api.getReportDetail({ id: id as number }, { key: 'getReportDetail', quiet: true }).catch(noteRefusal(() => setRefused(true))),
  );
  const [query, setQuery] = useState<ReportQuery | null>(null);
  const [trail, setTrail] = useState<Crumb[]>([]);
  const ready = detail.state.status === 'ready' ? detail.state.data : null;

  useEffect(() => {
    if (ready) setQuery((q) => q ?? openingQuery(ready, params));
    // The address is read once, when the report first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const problem = query ? rangeProblem(query) : null;
  const run = useLoaded(query && !problem && id !== null ? `${queryKey(query)}:${lang}` : undefined, () =>
    api.runReport(runPayload(id as number, query as ReportQuery), { key: 'runReport', quiet: true }).catch(withReason),
  );

  const change = (patch: Partial<ReportQuery>) => setQuery((q) => (q ? { ...q, ...patch } : q));

  /** Narrows to a row's department, when the run drills; `label` names the step in the trail. */
  const drill = (shown: ReportRun, rowKey: string, label: string) => {
    const next = query ? drillQuery(query, shown, rowKey) : null;
    if (!query || !next) return;
    setTrail((t) => [...t, { query, into: label }]);
    setQuery(next);
  };

  /** Back to the query of the trail's `index`th step. */
  const back = (index: number) => {
    const step = trail[index];
    if (!step) return;
    setQuery(step.query);
    setTrail(trail.slice(0, index));
  };

  return { detail, refused, query, problem, run, change, drill, back, trail };
}
