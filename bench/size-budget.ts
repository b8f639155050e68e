/**
 * The mini-program's packages measured against their budgets, from a build's file list and its app.json; pure, so the
 * budget check can be proven on made-up packages (size-budget.test.ts). bench/size.bench.ts reads the build.
 */

/** In KB (1024 bytes), as the messaging app counts them. */
export const weappBudgetsKB = {
  /** The app allows 2 MB; the rest is kept for what the second half adds to the home and sign-in. */
  main: 1.2 * 1024,
  subpackage: 2048,
  total: 20 * 1024,
  /** What the pages of one package preload (app.json preloadRule), checked by the app's packager. */
  preload: 2048,
};

export type WeappBudgets = typeof weappBudgetsKB;

/** A built file, its path relative to the build folder. */
export interface BuiltFile {
  path: string;
  bytes: number;
}

/** What app.json says about packages. */
export interface WeappAppJson {
  subPackages?: { root: string }[];
  preloadRule?: Record<string, { packages: string[] }>;
}

export interface WeappSizes {
  mainPackageKB: number;
  subpackages: { root: string; kB: number }[];
  totalKB: number;
  /** Per package whose pages preload others ('' is the main package): the size of what they preload. */
  preloads: { from: string; kB: number }[];
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const MAIN = '';

/** Each package's size; a file belongs to the subpackage whose root holds it, else to the main package. */
export function weappSizes(files: BuiltFile[], app: WeappAppJson): WeappSizes {
  const roots = (app.subPackages ?? []).map((s) => s.root);
  const packageOf = (file: string) => roots.find((root) => file.startsWith(`${root}/`)) ?? MAIN;
  const bytes = new Map<string, number>([MAIN, ...roots].map((root) => [root, 0]));
  for (const f of files) {
    const root = packageOf(f.path);
    bytes.set(root, (bytes.get(root) ?? 0) + f.bytes);
  }
  const sizeOf = (root: string) => {
    const size = bytes.get(root);
    if (size === undefined || root === MAIN) throw new Error(`app.json preloads ${root || 'the main package'}, which is no subpackage`);
    return size;
  };
  const preloaded = new Map<string, Set<string>>();
  for (const [page, rule] of Object.entries(app.preloadRule ?? {})) {
    const from = packageOf(page);
    preloaded.set(from, new Set([...(preloaded.get(from) ?? []), ...rule.packages]));
  }
  return {
    mainPackageKB: kb(bytes.get(MAIN) ?? 0),
    subpackages: roots.map((root) => ({ root, kB: kb(bytes.get(root) ?? 0) })),
    totalKB: kb(files.reduce((sum, f) => sum + f.bytes, 0)),
    preloads: [...preloaded].map(([from, packages]) => ({ from, kB: kb([...packages].reduce((sum, root) => sum + sizeOf(root), 0)) })),
  };
}

/** One line per budget the packages exceed; none when they fit. */
export function weappOverBudget(sizes: WeappSizes, budgets: WeappBudgets = weappBudgetsKB): string[] {
  const over = (what: string, size: number, budget: number) => (size > budget ? [`${what} ${size} KB > ${budget} KB`] : []);
  return [
    ...over('weapp main package', sizes.mainPackageKB, budgets.main),
    ...sizes.subpackages.flatMap((s) => over(`weapp subpackage ${s.root}`, s.kB, budgets.subpackage)),
    ...over('weapp total', sizes.totalKB, budgets.total),
    ...sizes.preloads.flatMap((p) => over(`weapp preload from ${p.from || 'the main package'}`, p.kB, budgets.preload)),
  ];
}
