/**
 * The hooks of every area (AreaModule), collected once at start-up by app.ts. http/ gets them in AppDeps.hooks; a
 * lower area reads them here (areaHooks()) instead of importing the higher area that gives them.
 */
import type { AreaHookProviders } from './area-module';

// Ownership resolvers go to their own registry (http/ownership-registry.ts), checked against the call table at start-up.
type Keyed = 'servicesOf' | 'searchSources' | 'paymentOutcomes' | 'measures';
// Every area holding tasks gives its own handOver: a period away moves them all. Every area holding files others may
// read gives its own fileReaders; every area starting applications, its applicationEnded; every area counting them, its
// applicationMoved.
type Single = Exclude<keyof AreaHookProviders, Keyed | 'ownership' | 'handOver' | 'fileReaders' | 'applicationEnded' | 'applicationMoved'>;

export type AreaHooks = { [K in Keyed]: NonNullable<AreaHookProviders[K]> } & { [K in Single]-?: NonNullable<AreaHookProviders[K]> } & {
  taskHandovers: readonly NonNullable<AreaHookProviders['handOver']>[];
  fileReaders: readonly NonNullable<AreaHookProviders['fileReaders']>[];
  applicationEnds: readonly NonNullable<AreaHookProviders['applicationEnded']>[];
  applicationMoves: readonly NonNullable<AreaHookProviders['applicationMoved']>[];
};

const SINGLE: readonly Single[] = ['accounts', 'changeTrail', 'secondFactor', 'acting', 'fileHolders', 'currentForm', 'serviceNames'];

/** Every key of a keyed hook from the one area giving it. */
function merged<K extends Keyed>(areas: readonly ({ area: string } & AreaHookProviders)[], hook: K): AreaHooks[K] {
  const all: Record<string, unknown> = {};
  for (const area of areas) {
    for (const [key, value] of Object.entries(area[hook] ?? {})) {
      if (key in all && all[key] !== value) throw new Error(`Two areas give ${hook}.${key}`);
      all[key] = value;
    }
  }
  return all as AreaHooks[K];
}

/** A single hook from the one area giving it; start-up fails when none or two give it. */
function single<K extends Single>(areas: readonly ({ area: string } & AreaHookProviders)[], hook: K): AreaHooks[K] {
  const givers = areas.filter((a) => a[hook] !== undefined);
  if (givers.length !== 1) throw new Error(`Exactly one area gives the ${hook} hook; ${givers.map((a) => a.area).join(', ') || 'none'} do`);
  return givers[0][hook] as AreaHooks[K];
}

let collected: AreaHooks | undefined;

export function collectAreaHooks(areas: readonly ({ area: string } & AreaHookProviders)[]): AreaHooks {
  const singles = Object.fromEntries(SINGLE.map((hook) => [hook, single(areas, hook)])) as { [K in Single]: AreaHooks[K] };
  collected = {
    ...singles,
    servicesOf: merged(areas, 'servicesOf'),
    searchSources: merged(areas, 'searchSources'),
    paymentOutcomes: merged(areas, 'paymentOutcomes'),
    measures: merged(areas, 'measures'),
    taskHandovers: areas.flatMap((a) => (a.handOver ? [a.handOver] : [])),
    fileReaders: areas.flatMap((a) => (a.fileReaders ? [a.fileReaders] : [])),
    applicationEnds: areas.flatMap((a) => (a.applicationEnded ? [a.applicationEnded] : [])),
    applicationMoves: areas.flatMap((a) => (a.applicationMoved ? [a.applicationMoved] : [])),
  };
  return collected;
}

/** The hooks collected at start-up, for the areas that need a higher area's answer. */
export function areaHooks(): AreaHooks {
  if (!collected) throw new Error('The area hooks are read before app.ts collected them');
  return collected;
}
