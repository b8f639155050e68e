/** Periodic fill-in reports (spec §3 Fill-in report, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, PageOf, Paging, Payload } from '../schemas';

export const FillReport = Type.Object({
  id: Type.Integer(),
  app_id: Type.Integer(),
  period_num: Type.Integer(),
  app_type: Type.Integer(),
  is_multi: Type.Integer({ description: '1 when several fill-ins per period are allowed' }),
  app_name: Type.String(),
  created: Type.String(),
});
export type FillReport = Static<typeof FillReport>;

export const reportsCalls = defineCalls('reports', {
  fillreportmylist: {
    method: 'GET',
    access: 'user',
    summary: "The signed-in user's fill-in reports.",
    payload: Payload({ ...Paging, status: Type.Optional(Int({ minimum: 0, maximum: 9 })) }),
    result: PageOf(FillReport),
  },
});
