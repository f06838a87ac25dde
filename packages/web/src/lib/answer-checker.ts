import type * as AnswerCheck from './answer-check.ts';
import type { Answer, Verdict } from './answer-check.ts';

interface Reply {
  id: number;
  verdict: Verdict;
}

type Check = (answer: Answer) => Promise<Verdict>;

let here: Promise<typeof AnswerCheck> | null = null;

/** On the page's thread: where a browser has no workers, or the worker could not start. */
const checkHere: Check = async (answer) => {
  here ??= import('./answer-check.ts');
  return (await here).checkAnswer(answer);
};

/**
 * One worker for the page's life, started with the first call (the boot's, while the page's own
 * first modules evaluate). Questions are numbered; a worker that fails (its script did not load)
 * hands its open questions, and every later one, to the page's thread.
 */
const startWorker = (): Check => {
  const worker = new Worker(new URL('./answer-check.worker.ts', import.meta.url), {
    type: 'module',
  });
  const open = new Map<number, { answer: Answer; settle: (verdict: Promise<Verdict>) => void }>();
  let next = 0;
  let broken = false;
  worker.addEventListener('message', ({ data }: MessageEvent<Reply>) => {
    open.get(data.id)?.settle(Promise.resolve(data.verdict));
    open.delete(data.id);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    broken = true;
    worker.terminate();
    for (const { answer, settle } of open.values()) settle(checkHere(answer));
    open.clear();
  });
  return (answer) => {
    if (broken) return checkHere(answer);
    const id = next++;
    return new Promise<Verdict>((resolve, reject) => {
      open.set(id, {
        answer,
        settle: (verdict) => {
          verdict.then(resolve, reject);
        },
      });
      worker.postMessage({ id, answer });
    });
  };
};

let checker: Check | null = null;

/**
 * Starts the checker (the worker, or the check's chunk on the page's thread) if it has not
 * started: the API client calls it as a call leaves, so it is ready when the answer arrives.
 */
export const prepareAnswerChecker = (): void => {
  if (checker) return;
  if (typeof Worker !== 'undefined') {
    try {
      checker = startWorker();
      return;
    } catch {
      // A browser that refuses the worker outright (a policy, a private mode): the page checks.
    }
  }
  checker = checkHere;
  here ??= import('./answer-check.ts');
  here.catch(() => undefined);
};

/**
 * Checks an answer with its schema (`answer-check.ts`) in a Web Worker: zod's schemas (every
 * call's, about 145 KB of script) are built there, not on the page's thread, where building them
 * was the longest task of every first load (about 90 ms on a 2-core server, four times that on
 * Lighthouse's phone), and long answers are parsed there too. A browser without workers checks
 * on the page's thread, with the same function.
 */
export const checkAnswer: Check = (answer) => {
  prepareAnswerChecker();
  return (checker as Check)(answer);
};
