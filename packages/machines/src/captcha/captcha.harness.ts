import { fromPromise, waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { captchaPng } from '../testing/fixtures.ts';
import { captchaMachine } from './captcha.machine.ts';

/** A refused fetch as the web's client produces it. */
interface Failure {
  code: string;
}

/**
 * The captcha child as the web supplies it, to a parent's harness: successive fetches answer
 * `answers` in turn (a `{ code }` rejects), image `#n` by default for the n-th fetch; `counted`
 * hears of every fetch.
 */
export const fakeCaptcha = (answers: (string | Failure)[] = [], counted: () => number) =>
  captchaMachine.provide({
    actors: {
      fetchCaptcha: fromPromise<string>(() => {
        const count = counted();
        const answer = answers[count - 1] ?? `${captchaPng}#${count}`;
        return typeof answer === 'string' ? Promise.resolve(answer) : Promise.reject(answer);
      }),
    },
  });

/**
 * Resolves once the parent is `idle` and its captcha child (invoke id `captcha`), if any, has no
 * fetch in flight, both at once: a failure of the parent may start a fetch of the child, and a
 * fetch of the child may end without a word to the parent.
 */
export const settledWithCaptcha = async <Parent extends AnyActorRef>(
  parent: Parent,
  idle: (snapshot: SnapshotFrom<Parent>) => boolean,
): Promise<SnapshotFrom<Parent>> => {
  for (;;) {
    const snapshot = await waitFor(parent, idle);
    const child = (snapshot as { children: Partial<Record<string, AnyActorRef>> }).children.captcha;
    if (child?.getSnapshot().hasTag('fetching') !== true) return snapshot;
    await waitFor(child, (state) => !state.hasTag('fetching'));
  }
};
