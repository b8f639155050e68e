import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { secureDataDir } from './data-dir';

describe('the data folder', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'ch-datadir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const mode = (p: string) => statSync(p).mode & 0o777;

  it('is created for its user only', () => {
    const dir = path.join(root, 'a', 'data');
    secureDataDir(dir);
    expect(mode(dir)).toBe(0o700);
  });

  it('tightens an existing folder and what is in it', () => {
    const dir = path.join(root, 'data');
    mkdirSync(path.join(dir, 'base'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dir, 'base', 'wal'), 'hashes', { mode: 0o666 });
    secureDataDir(dir);
    expect([mode(dir), mode(path.join(dir, 'base')), mode(path.join(dir, 'base', 'wal'))]).toEqual([0o700, 0o700, 0o600]);
  });

  it('refuses a folder others can read that it may not change', () => {
    const dir = path.join(root, 'data');
    mkdirSync(dir, { mode: 0o755 });
    const someoneElse = (process.getuid?.() ?? 0) + 1;
    expect(() => secureDataDir(dir, someoneElse)).toThrow(/can be read by other users \(mode 755\).*chmod -R go-rwx/);
  });
});
