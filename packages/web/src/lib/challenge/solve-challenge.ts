import { solveChallenge } from 'altcha-lib/v1';
import type { AltchaChallenge } from '@his/shared/schemas/challenge';

/** The number that solves a challenge, and how long finding it took (ms). */
export interface Solution {
  number: number;
  took: number;
}

/** altcha-lib's default when a challenge names no upper bound. */
const defaultMaxNumber = 1_000_000;
// A few workers split the range; more than four only heats a phone up.
const maxWorkers = 4;

const isSolution = (data: unknown): data is Solution =>
  typeof data === 'object' &&
  data !== null &&
  'number' in data &&
  typeof data.number === 'number' &&
  'took' in data &&
  typeof data.took === 'number';

const abortError = () => new DOMException('The verification was abandoned', 'AbortError');

/** Solves on the main thread: the fallback where Web Workers are unavailable. */
const solveHere = async (
  challenge: AltchaChallenge,
  signal: AbortSignal,
): Promise<Solution | null> => {
  const run = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? defaultMaxNumber,
  );
  const abort = () => run.controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const solution = await run.promise;
    if (signal.aborted) throw abortError();
    return solution;
  } finally {
    signal.removeEventListener('abort', abort);
  }
};

const startWorker = () =>
  new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });

/**
 * Splits the search range over a few Web Workers running altcha-lib's solver. Rejects when a
 * worker cannot start (the caller falls back to the main thread) or on abort.
 */
const solveInWorkers = (
  challenge: AltchaChallenge,
  signal: AbortSignal,
): Promise<Solution | null> =>
  new Promise((resolve, reject) => {
    const max = challenge.maxnumber ?? defaultMaxNumber;
    const count = Math.max(1, Math.min(maxWorkers, navigator.hardwareConcurrency || 1));
    const step = Math.ceil((max + 1) / count);
    const workers: Worker[] = [];
    let pending = count;
    const finish = (settle: () => void) => {
      workers.forEach((worker) => worker.terminate());
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(abortError()));
    signal.addEventListener('abort', onAbort, { once: true });
    for (let index = 0; index < count; index += 1) {
      const worker = startWorker();
      workers.push(worker);
      worker.addEventListener('message', (message: MessageEvent<unknown>) => {
        if (isSolution(message.data)) {
          const { number, took } = message.data;
          finish(() => resolve({ number, took }));
          return;
        }
        pending -= 1;
        if (pending === 0) finish(() => resolve(null));
      });
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        finish(() => reject(new Error('challenge worker failed')));
      });
      const start = index * step;
      worker.postMessage({
        type: 'work',
        payload: {
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          salt: challenge.salt,
          start,
          max: Math.min(max, start + step - 1),
        },
      });
    }
  });

/**
 * Finds the number that solves an ALTCHA challenge, in Web Workers when the browser has them
 * and on the main thread otherwise. Resolves null when no number in range solves it.
 */
export const solve = async (
  challenge: AltchaChallenge,
  signal: AbortSignal,
): Promise<Solution | null> => {
  if (signal.aborted) throw abortError();
  if (typeof Worker === 'undefined') return solveHere(challenge, signal);
  try {
    return await solveInWorkers(challenge, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return solveHere(challenge, signal);
  }
};
