import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fixtureWebDist } from '../helpers/bff.ts';
import getPort from 'get-port';

// The deployment of docker/compose.yaml on this machine, without containers: HAProxy (Debian's
// package) with docker/haproxy.cfg itself in front of two bff processes and two upstream
// processes, a private redis-server and a fresh PostgreSQL database per run. Every process runs
// its real entry file (`src/server.ts`) through tsx, as the images do.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Debian installs HAProxy in /usr/sbin, which a non-root PATH may lack. */
export const haproxyBin = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/** Children still running: killed when this worker exits, even if it never got to `close`. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Whether something accepts connections on a loopback port. */
const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Polls `check` until it holds (a condition, never a fixed sleep); fails after `ms`. */
export const until = async (what: string, check: () => Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

interface Process {
  name: string;
  /** The last lines it printed, for the message of a failed start. */
  tail: string[];
  exited: Promise<void>;
  /** Resolves at the next line it prints that matches (call it before what causes the line). */
  next(pattern: RegExp): Promise<void>;
  /** Ends it with `signal` and waits for it to exit (SIGKILL after 10 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts a process and resolves once `ready` finds what it waits for in a line of its output
 * (stdout or stderr); rejects with its last lines when it exits first.
 */
const startProcess = <T>(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: ((line: string) => T | undefined) | null,
): Promise<{ process: Process; found: T | undefined }> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    let found = false;
    running.add(child);
    const exited = new Promise<void>((done) =>
      child.once('exit', () => {
        running.delete(child);
        done();
      }),
    );
    const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    };
    const waiters = new Set<{ pattern: RegExp; done: () => void }>();
    const next = (pattern: RegExp) =>
      new Promise<void>((done) => {
        waiters.add({ pattern, done });
      });
    const proc: Process = { name, tail, exited, next, stop };
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        for (const waiter of waiters) {
          if (!waiter.pattern.test(line)) continue;
          waiters.delete(waiter);
          waiter.done();
        }
        if (found || !ready) return;
        const value = ready(line);
        if (value !== undefined) {
          found = true;
          resolve({ process: proc, found: value });
        }
      });
    }
    child.once('error', reject);
    if (!ready) {
      found = true;
      child.once('spawn', () => resolve({ process: proc, found: undefined }));
    }
    void exited.then(() => {
      if (!found) reject(new Error(`${name} exited before it was ready:\n${tail.join('\n')}`));
    });
  });

/** The `url` of a pino line with the given message (the servers' "listening" line). */
const listeningUrl =
  (message: string) =>
  (line: string): string | undefined => {
    if (!line.startsWith('{')) return undefined;
    const entry = JSON.parse(line) as { msg?: string; url?: string };
    return entry.msg === message ? entry.url : undefined;
  };

const node = (entry: string) => [process.execPath, ['--import', 'tsx', entry]] as const;

export interface Topology {
  /** HAProxy's site frontend (what browsers open). */
  site: string;
  /** HAProxy's platform frontend (what the bffs call). */
  platform: string;
  bffs: { url: string; process: Process }[];
  upstreams: { url: string; process: Process }[];
  haproxy: Process;
  redis: { stop(): Promise<void>; start(): Promise<void> };
  /** The run's own database, for checks the API does not show (the ledger). */
  db: pg.Pool;
  close(): Promise<void>;
}

export const loginLimits = { perAccountIp: 3, perIp: 10 } as const;

/**
 * Starts everything; on any failure stops what already runs before rethrowing, and `close`
 * stops every process and drops the database and the temporary folder.
 */
export const startTopology = async (databaseUrl: string): Promise<Topology> => {
  const processes: Process[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    await Promise.allSettled(processes.map((p) => p.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const dir = await mkdtemp(join(tmpdir(), 'his-cluster-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));

    const admin = new pg.Client({ connectionString: databaseUrl });
    // A connection the server ends (the database dropped at the end) must not crash the worker.
    admin.on('error', () => undefined);
    await admin.connect();
    const database = `his_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${database}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });
    const runUrl = new URL(databaseUrl);
    runUrl.pathname = `/${database}`;
    const db = new pg.Pool({ connectionString: runUrl.toString(), max: 2 });
    db.on('error', () => undefined);
    cleanups.push(() => db.end());

    // A private Redis: the test restarts it, which would disturb every other test on a shared one.
    const redisPort = await getPort({ host: '127.0.0.1' });
    const startRedis = async () => {
      const { process: redis } = await startProcess(
        'redis',
        'redis-server',
        [
          '--port',
          String(redisPort),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
        ],
        {},
        (line) => (line.includes('Ready to accept connections') ? true : undefined),
      );
      processes.push(redis);
      return redis;
    };
    let redis = await startRedis();

    const [sitePort, platformPort] = [
      await getPort({ host: '127.0.0.1' }),
      await getPort({ host: '127.0.0.1' }),
    ];
    const platform = `http://127.0.0.1:${platformPort}`;
    const upstreamEnv = {
      UPSTREAM_PORT: '0',
      UPSTREAM_HOST: '127.0.0.1',
      DATABASE_URL: runUrl.toString(),
      QA_CONTROLS: 'true',
      MERCHANT_CODE: 'hisdemo1',
      LOG_LEVEL: 'info',
    };
    const startUpstreams = () =>
      Promise.all(
        ['upstream1', 'upstream2'].map(async (name) => {
          const [command, args] = node('packages/upstream/src/server.ts');
          const started = await startProcess(
            name,
            command,
            [...args],
            upstreamEnv,
            listeningUrl('reference upstream listening'),
          );
          processes.push(started.process);
          return { url: started.found ?? '', process: started.process };
        }),
      );

    const bffEnv = {
      PORT: '0',
      HOST: '127.0.0.1',
      UPSTREAM_URL: platform,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: `his:cluster:${randomBytes(4).toString('hex')}:`,
      CHALLENGE_HMAC_KEY: randomBytes(32).toString('hex'),
      CHALLENGE_MAX_NUMBER: '1000',
      TRUST_PROXY: '1',
      WEB_DIST: fixtureWebDist,
      LOGIN_RATE_MAX_PER_ACCOUNT_IP: String(loginLimits.perAccountIp),
      LOGIN_RATE_MAX_PER_IP: String(loginLimits.perIp),
      LOG_LEVEL: 'info',
    };
    const startBffs = () =>
      Promise.all(
        ['bff1', 'bff2'].map(async (name) => {
          const [command, args] = node('packages/bff/src/server.ts');
          const started = await startProcess(
            name,
            command,
            [...args],
            bffEnv,
            listeningUrl('bff listening'),
          );
          processes.push(started.process);
          return { url: started.found ?? '', process: started.process };
        }),
      );
    // A bff needs neither the platform nor HAProxy to start (it reports not ready until they
    // answer), so all four start together.
    const [upstreams, bffs] = await Promise.all([startUpstreams(), startBffs()]);

    const hostPort = (url: string) => new URL(url).host;
    const { process: haproxy } = await startProcess(
      'haproxy',
      haproxyBin,
      ['-db', '-f', join(repoRoot, 'docker/haproxy.cfg')],
      {
        SITE_BIND: `127.0.0.1:${sitePort}`,
        PLATFORM_BIND: `127.0.0.1:${platformPort}`,
        BFF1: hostPort(bffs[0]?.url ?? ''),
        BFF2: hostPort(bffs[1]?.url ?? ''),
        UPSTREAM1: hostPort(upstreams[0]?.url ?? ''),
        UPSTREAM2: hostPort(upstreams[1]?.url ?? ''),
        MERCHANT_CODE: 'hisdemo1',
      },
      null,
    );
    processes.push(haproxy);
    await until('HAProxy to listen', () => portOpen(sitePort)).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${haproxy.tail.join('\n')}`);
    });
    const site = `http://127.0.0.1:${sitePort}`;
    const topology: Topology = {
      site,
      platform,
      bffs,
      upstreams,
      haproxy,
      redis: {
        stop: () => redis.stop(),
        start: async () => {
          redis = await startRedis();
        },
      },
      db,
      close,
    };
    return topology;
  } catch (error) {
    await close();
    throw error;
  }
};
