/**
 * Every table belongs to exactly one area, and an area's queries touch only its own tables
 * (server/src/modules/area-module.ts): another area's data comes through that area's service. Every file of the
 * area is read, at any depth, and raw sql is read too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areaModules } from '.';
import areaOrder from './area-order.json';

const modulesDir = __dirname;
const TABLE_USE = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g;
/** Raw sql (kysely's `sql` tag) up to its first nested template: the tables it names after a keyword or before a column. */
const RAW_SQL = /\bsql(?:<[^`]*?>)?`([^`]*)`/g;
const RAW_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)|\b([a-z_]+)\.[a-z_]+\b/g;

function tablesInDatabase(): string[] {
  const source = readFileSync(path.join(modulesDir, '../db/database.ts'), 'utf8');
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s+([a-z_]+):/gm)].map((m) => m[1]);
}

/** The area's source files at every depth, tests left out. */
function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The tables a source names: in query-builder calls, and in raw sql among the tables of the database. */
function tablesUsedIn(source: string, tables: readonly string[]): string[] {
  const built = [...source.matchAll(TABLE_USE)].map((m) => m[1]);
  const raw = [...source.matchAll(RAW_SQL)].flatMap((s) => [...s[1].matchAll(RAW_TABLE)].map((m) => m[1] ?? m[2]));
  return [...built, ...raw.filter((name) => tables.includes(name))];
}

describe('table ownership', () => {
  it('gives every table exactly one owning area', () => {
    const owned = areaModules.flatMap((m) => m.tables);
    expect([...owned].sort()).toEqual(tablesInDatabase().sort());
  });

  it('places every area in the declared order (area-order.json), which the lint rule on imports reads', () => {
    const declared = areaOrder.layers.flatMap((layer) => layer.areas);
    const folders = readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect([...folders, ...areaModules.map((m) => m.area)].filter((area) => !declared.includes(area))).toEqual([]);
  });

  it('sees tables named in raw sql as well as in the query builder', () => {
    const source = "db.selectFrom('apps');\nsql`UPDATE users SET x = 1 FROM grants WHERE notices.id = 1 AND m.id = 2`;";
    expect(tablesUsedIn(source, tablesInDatabase()).sort()).toEqual(['apps', 'grants', 'notices', 'users']);
  });

  it.each(areaModules.map((m) => [m.area, m]))("keeps the %s area's queries on its own tables", (_name, area) => {
    const tables = tablesInDatabase();
    const used = sourcesOf(path.join(modulesDir, area.area)).flatMap((f) => tablesUsedIn(readFileSync(f, 'utf8'), tables));
    expect(used.filter((table) => !(area.tables as readonly string[]).includes(table))).toEqual([]);
  });
});
