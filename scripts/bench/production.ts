import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { buildServer, root, serverEntry } from '../build-server.ts';

/** Set by `pnpm bench` once it has built everything, so each benchmark does not build again. */
export const builtEnv = 'BENCH_BUILT';

/** The production build `npm start` runs: the web app, then the compiled server. */
export const buildProduction = async () => {
  if (process.env[builtEnv] === '1') {
    if (!existsSync(serverEntry)) throw new Error(`${builtEnv}=1 but ${serverEntry} is missing`);
    return;
  }
  const web = spawnSync('pnpm', ['--filter', '@his/web', 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (web.status !== 0) throw new Error(`web build failed (${web.status})`);
  await buildServer();
};

/** How a site is started: the compiled bundle, or the sources through tsx's loader. */
export type StartMode = 'compiled' | 'tsx';

export interface RunningSite {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 on `/`. */
  readyMs: number;
  /** Resident set size of the server process, in MiB. */
  rssMiB: () => number;
  stop: () => Promise<void>;
}

const commandOf = (mode: StartMode) =>
  mode === 'compiled' ? [serverEntry] : ['--import', 'tsx', join(root, 'scripts', 'serve.ts')];

/**
 * Starts the whole site (`scripts/serve.ts`: upstream and bff) on free ports, quiet, and waits
 * for the first 200 on `/`. `dataDir` defaults to a fresh in-memory PGlite.
 */
export const startSite = async (
  mode: StartMode,
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<RunningSite> => {
  const [port, upstreamPort] = [await getPort(), await getPort()];
  const started = performance.now();
  const child = spawn(process.execPath, commandOf(mode), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_DATA_DIR: options.dataDir ?? 'memory://',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`))),
  );
  exited.catch(() => undefined);
  const url = `http://localhost:${port}`;
  const deadline = started + (options.timeoutMs ?? 120_000);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  };
  for (;;) {
    const status = await Promise.race([
      fetch(`${url}/`).then(
        (response) => response.status,
        () => 0,
      ),
      exited,
    ]);
    if (status === 200) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${mode} server gave no 200 on / within the time limit (last ${status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  const rssMiB = () => {
    const kib = Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)], { encoding: 'utf8' }),
    );
    return kib / 1024;
  };
  return { url, child, readyMs, rssMiB, stop };
};

/** A PGlite folder of its own, removed by the returned function. */
export const tempDataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'his-bench-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};

export interface BenchResult {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  notes?: string[];
}

export const markdownTable = ({ columns, rows }: Pick<BenchResult, 'columns' | 'rows'>) =>
  [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** The human table, then the machine line `pnpm bench` reads (always the last stdout line). */
export const report = (result: BenchResult) => {
  console.log(`\n${result.title}\n\n${markdownTable(result)}`);
  for (const note of result.notes ?? []) console.log(`- ${note}`);
  console.log(`BENCH_JSON ${JSON.stringify(result)}`);
};
