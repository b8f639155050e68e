/**
 * The print header's lines from the matter's environment variables (matter-env.ts): the service, the application's
 * number and its applicant as the server names them, with the page's own data until (or unless) they arrive. The
 * variables are fetched once per matter; leaving the page keeps only the address-type ones (spec §4).
 */
import { useEffect, useState } from 'react';
import type { MatterDetail } from '@contract/calls/matters';
import { useMatterEnv, type EnvVars } from './matter-env';

export interface PrintHeader {
  service: string;
  instId: string;
  applicant: string;
}

export function printHeaderOf(detail: Pick<MatterDetail, 'app_name' | 'inst_id' | 'applicant'>, vars: EnvVars): PrintHeader {
  const { applicant } = detail;
  return {
    service: vars['app.name'] || detail.app_name,
    instId: vars['inst.id'] || detail.inst_id,
    applicant: [vars['user.name'] || applicant.name, vars['user.number'] || applicant.number, vars['user.college'] || applicant.college].filter(Boolean).join(' · '),
  };
}

export function usePrintHeader(detail: Pick<MatterDetail, 'app_id' | 'app_name' | 'inst_id' | 'applicant'>, taskId?: string): PrintHeader {
  const [vars, setVars] = useState<EnvVars>({});
  const { app_id: appId, inst_id: instId } = detail;
  useEffect(() => {
    let live = true;
    const env = useMatterEnv.getState();
    void env.getMatterEvn({ app_id: appId, inst_id: instId, task_id: taskId });
    env.whenReady((ready) => live && setVars(ready));
    return () => {
      live = false;
    };
  }, [appId, instId, taskId]);
  useEffect(() => () => useMatterEnv.getState().clear({ keepUrls: true }), []);
  return printHeaderOf(detail, vars);
}
