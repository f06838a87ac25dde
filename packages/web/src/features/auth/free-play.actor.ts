import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { freePlayMachine } from '@his/machines/free-play';
import { SessionActor } from '@/lib/actors.ts';
import { freePlay } from './api/free-play.ts';
import { loadMember } from './api/load-member.ts';
import { flowInspect } from '@/lib/flow-inspection.ts';

const freePlayLogic = freePlayMachine.provide({
  actors: {
    freePlay: fromPromise(() => freePlay()),
    loadMember: fromPromise(() => loadMember()),
  },
});

/**
 * One free-play attempt (FREEPLAY3): the machine logs a trial account in; when it is done the
 * session takes the member (`session.started`: stored password cleared, modals closed, home).
 */
export const useFreePlay = () => {
  const session = SessionActor.useActorRef();
  const actor = useActorRef(freePlayLogic, { inspect: flowInspect }, (snapshot) => {
    if (snapshot.status === 'done') {
      session.send({ type: 'session.started', member: snapshot.output.member });
    }
  });
  const view = useSelector(
    actor,
    (snapshot) => ({ submitting: snapshot.hasTag('submitting'), error: snapshot.context.error }),
    shallowEqual,
  );
  return { ...view, start: () => actor.send({ type: 'freeplay.start' }) };
};
