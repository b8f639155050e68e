/**
 * The matter environment store (spec §4): fetched once per matter, queued callbacks run after the fetch (at once when
 * it is in), cleared wholly or down to the address-type values; a failed fetch is only logged (spec §8).
 */
import { api } from '@/services/api';
import { useMatterEnv } from './matter-env';

jest.mock('@/services/api', () => ({ api: { getMatterEvn: jest.fn() } }));

const fetchEnv = api.getMatterEvn as jest.Mock;
const answer = (vars: Record<string, string>) => Object.entries(vars).map(([key, value]) => ({ key, value }));

/** A fetch that answers when the test says. */
function held() {
  let settle!: { ok(vars: Record<string, string>): void; fail(error: Error): void };
  fetchEnv.mockImplementationOnce(
    () =>
      new Promise((resolve, reject) => {
        settle = { ok: (vars) => resolve(answer(vars)), fail: reject };
      }),
  );
  return () => settle;
}

beforeEach(() => {
  fetchEnv.mockReset();
  useMatterEnv.getState().clear();
});

it('fetches a matter once and runs the callbacks queued meanwhile after it, later ones at once', async () => {
  const reply = held();
  const env = useMatterEnv.getState();
  const first = env.getMatterEvn({ app_id: 1, inst_id: '7', task_id: '70' });
  const again = env.getMatterEvn({ app_id: 1, inst_id: '7' });
  const seen: string[] = [];
  env.whenReady((vars) => seen.push(`a:${vars['app.name']}`));
  env.whenReady((vars) => seen.push(`b:${vars['inst.id']}`));
  expect(seen).toEqual([]);
  expect(useMatterEnv.getState().status).toBe('loading');

  reply().ok({ 'app.name': '学生请假申请', 'inst.id': '7' });
  await Promise.all([first, again]);
  expect(fetchEnv).toHaveBeenCalledTimes(1);
  expect(fetchEnv).toHaveBeenCalledWith({ app_id: 1, inst_id: '7', task_id: '70' }, expect.objectContaining({ quiet: true }));
  expect(seen).toEqual(['a:学生请假申请', 'b:7']);

  useMatterEnv.getState().whenReady((vars) => seen.push(`c:${vars['app.name']}`));
  expect(seen).toEqual(['a:学生请假申请', 'b:7', 'c:学生请假申请']);
  await useMatterEnv.getState().getMatterEvn({ app_id: 1, inst_id: '7' });
  expect(fetchEnv).toHaveBeenCalledTimes(1);
});

it('fetches another matter anew', async () => {
  fetchEnv.mockResolvedValueOnce(answer({ 'inst.id': '7' })).mockResolvedValueOnce(answer({ 'inst.id': '8' }));
  await useMatterEnv.getState().getMatterEvn({ app_id: 1, inst_id: '7' });
  await useMatterEnv.getState().getMatterEvn({ app_id: 1, inst_id: '8' });
  expect(fetchEnv).toHaveBeenCalledTimes(2);
  expect(useMatterEnv.getState().vars['inst.id']).toBe('8');
});

it('clears everything, or keeps only the values that are addresses, and fetches again afterwards', async () => {
  fetchEnv.mockResolvedValue(answer({ 'app.name': '学生请假申请', 'app.url': 'https://hall.example.edu.cn/a/1', ftp: 'ftp://x.example', 'user.name': '王思远' }));
  await useMatterEnv.getState().getMatterEvn({ app_id: 1, inst_id: '7' });

  useMatterEnv.getState().clear({ keepUrls: true });
  expect(useMatterEnv.getState().vars).toEqual({ 'app.url': 'https://hall.example.edu.cn/a/1' });
  expect(useMatterEnv.getState().status).toBe('idle');

  await useMatterEnv.getState().getMatterEvn({ app_id: 1, inst_id: '7' });
  expect(fetchEnv).toHaveBeenCalledTimes(2);
  useMatterEnv.getState().clear();
  expect(useMatterEnv.getState().vars).toEqual({});
});

it('only logs a failed fetch, and still runs the queued callbacks with what there is', async () => {
  const log = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  const reply = held();
  const fetching = useMatterEnv.getState().getMatterEvn({ app_id: 2 });
  const ready = jest.fn();
  useMatterEnv.getState().whenReady(ready);
  reply().fail(new Error('offline'));
  await fetching;
  expect(ready).toHaveBeenCalledWith({});
  expect(useMatterEnv.getState().status).toBe('failed');
  expect(log).toHaveBeenCalledWith('getMatterEvn failed', expect.any(Error));
  log.mockRestore();
});
