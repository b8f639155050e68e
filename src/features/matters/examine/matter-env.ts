/**
 * A matter's environment variables (getMatterEvn, spec §3 key/value, §4): fetched once per matter (its service and
 * application), with callbacks queued until they are in and run at once when they already are. `clear` drops them
 * all, or keeps only those whose value is an address (spec §4, the URL check of §5), and forgets which matter was fetched, so the
 * next ask fetches again. A failed fetch is only logged (spec §8): its callbacks run with what there is.
 */
import { create } from 'zustand';
import { api } from '@/services/api';
import { checkUrl } from '@contract/rules/validation';

export interface MatterEnvQuery {
  app_id: number;
  inst_id?: string;
  task_id?: string;
}

export type EnvVars = Record<string, string>;
type Ready = (vars: EnvVars) => void;

interface MatterEnvState {
  /** The matter fetched or being fetched: `app_id:inst_id`. */
  key: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  vars: EnvVars;
  getMatterEvn(query: MatterEnvQuery): Promise<void>;
  /** Runs `ready` once the matter's variables are in (at once if they are). */
  whenReady(ready: Ready): void;
  clear(options?: { keepUrls?: boolean }): void;
}

let queued: Ready[] = [];
let inFlight: Promise<void> | null = null;

export const envKey = (query: MatterEnvQuery) => `${query.app_id}:${query.inst_id ?? ''}`;

function flush(vars: EnvVars): void {
  const run = queued;
  queued = [];
  for (const ready of run) ready(vars);
}

/** Spec §8: the failure is for whoever debugs, not for the reader. */
function logFailure(error: unknown): void {
  console.debug('getMatterEvn failed', error);
}

export const useMatterEnv = create<MatterEnvState>((set, get) => ({
  key: null,
  status: 'idle',
  vars: {},
  getMatterEvn(query) {
    const key = envKey(query);
    const { key: held, status } = get();
    if (held === key && status !== 'idle') return inFlight ?? Promise.resolve();
    set({ key, status: 'loading' });
    const fetching = api.getMatterEvn(query, { quiet: true, key: 'getMatterEvn' }).then(
      (list) => {
        if (get().key !== key) return;
        const vars = { ...get().vars, ...Object.fromEntries(list.map((v) => [v.key, v.value])) };
        set({ status: 'ready', vars });
        flush(vars);
      },
      (error: unknown) => {
        if (get().key !== key) return;
        logFailure(error);
        set({ status: 'failed' });
        flush(get().vars);
      },
    );
    inFlight = fetching;
    return fetching;
  },
  whenReady(ready) {
    const { status, vars } = get();
    if (status === 'ready' || status === 'failed') ready(vars);
    else queued.push(ready);
  },
  clear(options = {}) {
    const vars = options.keepUrls ? Object.fromEntries(Object.entries(get().vars).filter(([, value]) => checkUrl(value) === null)) : {};
    queued = [];
    inFlight = null;
    set({ key: null, status: 'idle', vars });
  },
}));
