import { reportDetail } from '../../../../test/component/report/report-fixtures';
import { drillQuery, openingQuery, runPayload } from './query';

const detail = reportDetail();

describe('the query a report opens on', () => {
  it('takes the report’s defaults: its first dimension and measure, its range, every department', () => {
    expect(openingQuery(detail, {})).toEqual({ dimension: 'department', measure: 'count', from: '2026-10-29', to: '2026-11-27' });
  });

  it('takes what the address names when the report offers it', () => {
    const params = { dimension: 'period:day', measure: 'avg:form1_4', from: '2026-11-01', to: '2026-11-15', department_id: '12' };
    expect(openingQuery(detail, params)).toEqual({ dimension: 'period:day', measure: 'avg:form1_4', from: '2026-11-01', to: '2026-11-15', department_id: 12 });
  });

  it('falls back where the address names what the report does not offer', () => {
    const params = { dimension: 'field:secret', measure: 'sum:x', from: '2026-11-15', to: '2026-11-01', department_id: '99' };
    expect(openingQuery(detail, params)).toEqual({ dimension: 'department', measure: 'count', from: '2026-10-29', to: '2026-11-27' });
  });
});

describe('a drill-down', () => {
  const query = openingQuery(detail, {});

  it('narrows to the row’s department along the dimension the run names', () => {
    expect(drillQuery(query, { drill: 'period:day' }, '11')).toEqual({ ...query, dimension: 'period:day', department_id: 11 });
  });

  it('does nothing where the run does not drill or the row is no department', () => {
    expect(drillQuery(query, { drill: '' }, '11')).toBeNull();
    expect(drillQuery(query, { drill: 'period:day' }, '2026-11-01')).toBeNull();
  });

  it('leaves an unset department out of the call', () => {
    expect(runPayload(3, query)).toEqual({ id: 3, dimension: 'department', measure: 'count', from: '2026-10-29', to: '2026-11-27' });
    expect(runPayload(3, { ...query, department_id: 12 })).toEqual(expect.objectContaining({ department_id: 12 }));
  });
});
