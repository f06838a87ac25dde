import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

// Servers a benchmark measures run in processes of their own, forked from the benchmark's file:
// the load generator never shares an event loop with them, and each one's CPU time is read from
// outside (a figure that holds up when other work shares the machine, unlike req/s).

/** A server in its own process, as the benchmark sees it. */
export interface BenchServer {
  origin: string;
  child: ChildProcess;
}

/**
 * Child side, once the server listens: answers the parent's CPU-time questions, closes on
 * SIGTERM (gracefully, so `--cpu-prof` writes its profile) and tells the parent its origin.
 */
export const serveToParent = (origin: string, close: () => Promise<unknown>): void => {
  process.once('SIGTERM', () => {
    void close().then(() => process.exit(0));
  });
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
  process.send?.({ origin });
};

/**
 * Parent side: forks `file` with `args` (the child calls {@link serveToParent}) and resolves once
 * it listens. The child's log lines go to stderr: stdout is the table and the BENCH_JSON line.
 */
export const forkServer = (
  file: string,
  args: string[],
  execArgv: string[] = process.execArgv,
): Promise<BenchServer> =>
  new Promise((resolve, reject) => {
    const child = fork(file, args, {
      execArgv,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', process.stderr, 'inherit', 'ipc'],
    });
    child.once('message', (message: { origin: string }) =>
      resolve({ origin: message.origin, child }),
    );
    child.once('exit', (code) =>
      reject(new Error(`${args[0] ?? file} exited with ${code} before listening`)),
    );
  });

/** The server's CPU time so far (user and system), in microseconds. */
export const cpuMicros = ({ child }: BenchServer): Promise<number> =>
  new Promise((resolve) => {
    child.once('message', (message: { cpuMicros: number }) => resolve(message.cpuMicros));
    child.send('cpu');
  });

export const stopServer = ({ child }: BenchServer): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('median of nothing');
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? 0;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? 0) + high) / 2;
};
