/**
 * Every table belongs to exactly one area, and an area's queries touch only its own tables
 * (server/src/modules/area-module.ts): another area's data comes through that area's service.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areaModules } from '.';

const modulesDir = __dirname;
const TABLE_USE = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g;

function tablesInDatabase(): string[] {
  const source = readFileSync(path.join(modulesDir, '../db/database.ts'), 'utf8');
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s+([a-z_]+):/gm)].map((m) => m[1]);
}

describe('table ownership', () => {
  it('gives every table exactly one owning area', () => {
    const owned = areaModules.flatMap((m) => m.tables);
    expect([...owned].sort()).toEqual(tablesInDatabase().sort());
  });

  it.each(areaModules.map((m) => [m.area, m]))("keeps the %s area's queries on its own tables", (_name, area) => {
    const dir = path.join(modulesDir, area.area);
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const used = sources.flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(TABLE_USE)].map((m) => m[1]));
    expect(used.filter((table) => !(area.tables as readonly string[]).includes(table))).toEqual([]);
  });
});
