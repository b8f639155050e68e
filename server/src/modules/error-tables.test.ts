/**
 * Every area's failures reach the error handler: the table an area declares in its <area>.errors.ts is the `errors`
 * of its AreaModule (app.ts hands those to server/src/http/), and no code is declared by two areas.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DomainErrorTable } from '../domain/errors';
import { areaModules } from '.';

const modulesDir = __dirname;
const errorFiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(path.join(modulesDir, dir.name)).filter((f) => f.endsWith('.errors.ts')).map((f) => [dir.name, f]));

describe('error tables', () => {
  it.each(errorFiles)('registers the %s area\'s %s', async (area, file) => {
    const exports = (await import(path.join(modulesDir, area, file))) as Record<string, unknown>;
    const tables = Object.entries(exports).filter(([name]) => name.endsWith('Errors')).map(([, table]) => table as DomainErrorTable);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toBe(areaModules.find((m) => m.area === area)?.errors);
  });

  it('declares each code in one area only', () => {
    const codes = areaModules.flatMap((m) => Object.keys(m.errors ?? {}));
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
  });
});
