import { existsSync, realpathSync } from 'node:fs';
import { mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Loader, type Plugin } from 'esbuild';

/**
 * Compiles the production server (scripts/serve.ts with the bff, the upstream and shared, all
 * TypeScript sources) into one ES module, `dist/server/serve.mjs`, so `npm start` runs plain
 * Node instead of transpiling through tsx at every start.
 *
 * Workspace code is bundled; packages from node_modules stay external and load exactly as they
 * do from the sources:
 * - each external package is linked into `dist/server/node_modules/<name>`, pointing at the
 *   folder Node finds from the importing source file (pnpm gives each workspace package its own
 *   dependencies, which the repository root does not see);
 * - `import.meta.url` in a source file becomes that file's own address, so what the sources read
 *   beside themselves (SQL migrations, the game pages, the fonts, the web app's dist folder, the
 *   PGlite data folder) is read from the same place in both layouts.
 */
export const root = fileURLToPath(new URL('../', import.meta.url));
const outDir = join(root, 'dist', 'server');
export const serverEntry = join(outDir, 'serve.mjs');

const packageName = (specifier: string) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
};

/** The package folder Node's resolution finds from `fromDir`, with links followed. */
const findPackageDir = (name: string, fromDir: string): string | undefined => {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
};

const loaders: Readonly<Record<string, Loader>> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
};

const isWorkspaceSource = (path: string) =>
  path.startsWith(root) && !path.split(sep).includes('node_modules');

const serverLayout = (packages: Map<string, string>, out: string): Plugin => ({
  name: 'server-layout',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || isBuiltin(args.path)) {
        return { path: args.path, external: true };
      }
      const name = packageName(args.path);
      if (name.startsWith('@his/')) return undefined;
      const dir = findPackageDir(name, args.resolveDir);
      if (!dir) return { errors: [{ text: `${name} is not installed (from ${args.importer})` }] };
      const seen = packages.get(name);
      if (seen && seen !== dir) {
        return { errors: [{ text: `${name} resolves to two folders: ${seen} and ${dir}` }] };
      }
      packages.set(name, dir);
      return { path: args.path, external: true };
    });

    esbuild.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (!isWorkspaceSource(args.path)) return undefined;
      const loader = loaders[extname(args.path)];
      if (!loader) return undefined;
      const source = await readFile(args.path, 'utf8');
      const fromBundle = relative(out, args.path).split(sep).join('/');
      const contents = source.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      const other = /import\.meta\.(?!url\b)\w+/.exec(source);
      if (other) {
        return { errors: [{ text: `${other[0]} has no meaning in the bundle (${args.path})` }] };
      }
      return { contents, loader };
    });
  },
});

/**
 * Builds `<out>/<name>.mjs` for each entry: by default the production server; a benchmark builds
 * its server processes the same way (`buildCompiled`), to measure what `npm start` runs rather
 * than the sources through tsx (whose transpiled code kept every function's name with a helper
 * call: a relayed request through the bff cost half as much again, much of it in the collector).
 */
export const buildServer = async (
  entries: Record<string, string> = { serve: join(root, 'scripts', 'serve.ts') },
  out = outDir,
) => {
  const packages = new Map<string, string>();
  await rm(out, { recursive: true, force: true });
  await build({
    entryPoints: entries,
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [serverLayout(packages, out)],
  });
  const modules = join(out, 'node_modules');
  for (const [name, dir] of packages) {
    const link = join(modules, name);
    await mkdir(dirname(link), { recursive: true });
    // Relative, so the folder keeps working when the repository moves; a junction on Windows.
    await symlink(relative(dirname(link), dir), link, 'junction');
  }
  return { entry: serverEntry, packages: packages.size };
};

/** A benchmark's own script, compiled like the server into `dist/bench/<name>.mjs`. */
export const buildCompiled = async (name: string, source: string): Promise<string> => {
  const out = join(root, 'dist', 'bench', name);
  await buildServer({ [name]: source }, out);
  return join(out, `${name}.mjs`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { entry, packages } = await buildServer();
  const ms = Math.round(performance.now() - started);
  console.log(`server built: ${relative(root, entry)} (${packages} external packages, ${ms} ms)`);
}
