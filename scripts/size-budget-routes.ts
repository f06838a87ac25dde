// The route loads and the budget verdicts of scripts/size-budget.ts, apart from its file and
// compression work so that the web project's tests check them in the browser-typed program.

/** One chunk of Vite's `.vite/manifest.json` (the fields this check reads). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteLoad {
  /** `shell` (before any route chunk) or the route module's name (`home`, `game` …). */
  route: string;
  /** The JS files, entry first. */
  files: string[];
}

/** Route modules are `src/app/routes/<name>.tsx`, each a lazy chunk of the router. */
const routeModule = /^src\/app\/routes\/([^/]+)\.tsx$/;

/** The files a chunk needs before it runs: its own and its static imports', transitively. */
export const staticClosure = (manifest: Manifest, key: string): string[] => {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`the manifest has no chunk ${current}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
};

/** The scripts index.html makes the browser fetch: its module script and modulepreloads. */
export const scriptsOfHtml = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.startsWith('<script') || /\brel="modulepreload"/.test(tag))
    .flatMap((tag) => {
      const url = /\b(?:src|href)="\/?([^"]+\.m?js)"/.exec(tag)?.[1];
      return url ? [url] : [];
    });

/**
 * The shell's load (the entry's closure and whatever else index.html names) and every route's:
 * the shell plus the route chunk's closure.
 */
export const routeLoads = (manifest: Manifest, html: string): RouteLoad[] => {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry, found ${entries.length}`);
  const [entryKey] = entries[0] as [string, ManifestChunk];
  const shell = [...new Set([...staticClosure(manifest, entryKey), ...scriptsOfHtml(html)])];
  const routes = Object.keys(manifest)
    .flatMap((key) => {
      const name = routeModule.exec(key)?.[1];
      return name && manifest[key]?.isDynamicEntry ? [{ key, name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    { route: 'shell', files: shell },
    ...routes.map(({ key, name }) => ({
      route: name,
      files: [...new Set([...shell, ...staticClosure(manifest, key)])],
    })),
  ];
};

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Verdict {
  route: string;
  files: number;
  sizes: Sizes;
  budget: number | null;
  status: 'ok' | 'over' | 'no budget';
}

/** Each route's sizes against its brotli budget; and budgets naming no built route. */
export const judge = (
  loads: readonly RouteLoad[],
  sizeOf: (file: string) => Sizes,
  budgets: Readonly<Record<string, number>>,
): { verdicts: Verdict[]; stale: string[] } => {
  const verdicts = loads.map(({ route, files }): Verdict => {
    const sizes = files.map(sizeOf).reduce(
      (sum, size) => ({
        raw: sum.raw + size.raw,
        gzip: sum.gzip + size.gzip,
        brotli: sum.brotli + size.brotli,
      }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
    const budget = budgets[route] ?? null;
    const status = budget === null ? 'no budget' : sizes.brotli > budget ? 'over' : 'ok';
    return { route, files: files.length, sizes, budget, status };
  });
  const built = new Set(loads.map((load) => load.route));
  return { verdicts, stale: Object.keys(budgets).filter((route) => !built.has(route)) };
};
