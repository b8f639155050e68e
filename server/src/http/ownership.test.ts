import type { DbOrTx } from '../db/database';
import { DomainError } from '../domain/errors';
import { demandOwnership, idsIn } from './ownership';
import { registerAreaOwnership } from './ownership-registry';

const db = {} as DbOrTx;
const user = { uid: 'u1' } as Parameters<typeof demandOwnership>[2];
const asked: [string, readonly string[]][] = [];
const mine = new Set(['1', '2', 'f-1']);

registerAreaOwnership(
  [
    {
      area: 'test',
      ownership: {
        instance: async (_db, u, ids) => (asked.push(['instance', ids]), u.uid === 'u1' && ids.every((id) => mine.has(id))),
        file: async (_db, u, ids) => (asked.push(['file', ids]), u.uid === 'u1' && ids.every((id) => mine.has(id))),
      },
    },
  ],
  [],
);

const code = async (promise: Promise<void>) => promise.then(() => 'passed', (e: unknown) => (e instanceof DomainError ? e.code : String(e)));

describe('the ownership guard', () => {
  beforeEach(() => (asked.length = 0));

  it('reads one id or a list; absent and empty fields name nothing', () => {
    expect(idsIn(undefined)).toEqual([]);
    expect(idsIn('')).toEqual([]);
    expect(idsIn('7')).toEqual(['7']);
    expect(idsIn(['7', '8'])).toEqual(['7', '8']);
    expect(idsIn(12)).toEqual(['12']);
  });

  it('passes the caller’s own objects, asking each kind once with distinct ids', async () => {
    const call = { owns: { inst_id: 'instance', file_id: 'file' } } as const;
    expect(await code(demandOwnership(db, call, user, { inst_id: ['1', '2', '1'], file_id: 'f-1' }))).toBe('passed');
    expect(asked).toEqual([['instance', ['1', '2']], ['file', ['f-1']]]);
  });

  it('answers a foreign, missing or malformed id, or no caller, with auth.forbidden', async () => {
    const call = { owns: { inst_id: 'instance' } } as const;
    for (const inst_id of ['3', ['1', '3'], 'abc'] as const) expect(await code(demandOwnership(db, call, user, { inst_id }))).toBe('auth.forbidden');
    expect(await code(demandOwnership(db, call, user, { inst_id: [7] }))).toBe('auth.forbidden');
    expect(await code(demandOwnership(db, call, null, { inst_id: '1' }))).toBe('auth.forbidden');
  });

  it('leaves calls without owned objects, and absent fields, alone', async () => {
    expect(await code(demandOwnership(db, {}, null, { inst_id: '3' }))).toBe('passed');
    expect(await code(demandOwnership(db, { owns: { inst_id: 'instance' } }, user, { app_id: 1 }))).toBe('passed');
    expect(asked).toEqual([]);
  });

  it('refuses to start when a call names a kind no area resolves', () => {
    expect(() => registerAreaOwnership([], [{ name: 'cancelOutOfOffice', owns: { id: 'absence' } }])).toThrow(/cancelOutOfOffice .* absence/);
  });
});
