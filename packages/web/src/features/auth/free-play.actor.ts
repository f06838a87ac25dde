import { shallowEqual, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { freePlayMachine } from '@his/machines/free-play';
import { useScreenFlow } from '@/lib/actors.ts';
import { freePlay } from './api/free-play.ts';
import { loadMember } from './api/load-member.ts';

const freePlayLogic = freePlayMachine.provide({
  actors: {
    freePlay: fromPromise(() => freePlay()),
    loadMember: fromPromise(() => loadMember()),
  },
});

/**
 * One free-play attempt (FREEPLAY3): the machine logs a trial account in; when it is done the
 * app hands the member to the session (stored password cleared, modals closed, home).
 */
export const useFreePlay = () => {
  const actor = useScreenFlow('freePlay', freePlayLogic, undefined);
  const view = useSelector(
    actor,
    (snapshot) => ({ submitting: snapshot.hasTag('submitting'), error: snapshot.context.error }),
    shallowEqual,
  );
  return { ...view, start: () => actor.send({ type: 'freeplay.start' }) };
};
