import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { favouritesMachine, type FavouriteInput } from './favourites.machine.ts';

export const slot101: FavouriteInput = { nodeId: '101', vendor: 'PG', gameType: 'RNG' };
export const fish102: FavouriteInput = { nodeId: '102', vendor: 'FG', gameType: 'FISH' };

/** The head of the queue (`+101`, `-102`) and how many ops follow it (capped at 1). */
const queueKey = (queue: readonly { kind: string; nodeId: string }[]): string | null => {
  const [head] = queue;
  if (head === undefined) return null;
  return `${head.kind === 'add' ? '+' : '-'}${head.nodeId} …${Math.min(queue.length - 1, 1)}`;
};

/**
 * Model of the favourites: load (both answers), clear at any time, adds and removes of two
 * games (already favoured or not) queued while calls run, each call's success and failure
 * (rollback and message), and dismissing the message.
 */
export const favouritesFlowModel: FlowModel<typeof favouritesMachine> = {
  machine: favouritesMachine,
  inputs: { default: undefined },
  events: {
    load: { type: 'favourites.load' },
    clear: { type: 'favourites.clear' },
    'add 101': { type: 'favourite.add', ...slot101 },
    'add 102': { type: 'favourite.add', ...fish102 },
    'remove 101': { type: 'favourite.remove', ...slot101 },
    'remove 102': { type: 'favourite.remove', ...fish102 },
    dismiss: { type: 'error.dismiss' },
    'ids [101]': doneEvent('loadIds', ['101']),
    'ids fail': errorEvent('loadIds', apiError('login.not.session')),
    'add saved': doneEvent('addFavourite', null),
    'add refused': errorEvent('addFavourite', apiError('account.trial')),
    'remove saved': doneEvent('removeFavourite', null),
    'remove refused': errorEvent('removeFavourite', apiError('system.busy')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      ids: [...context.ids].sort().join(','),
      queue: queueKey(context.queue),
      error: context.error !== null,
      loaded: context.loaded,
    }),
  invariants: [
    {
      name: 'tag ready ⇔ loaded',
      holds: (snapshot) => snapshot.hasTag('ready') === snapshot.context.loaded,
    },
    {
      name: 'tag failed ⇔ an error code',
      holds: (snapshot) => snapshot.hasTag('failed') === (snapshot.context.error !== null),
    },
    {
      name: 'tag saving ⇔ queued calls',
      holds: (snapshot) => snapshot.hasTag('saving') === snapshot.context.queue.length > 0,
    },
    {
      name: 'the running call is the head of the queue',
      holds: (snapshot) =>
        'addFavourite' in snapshot.children === (snapshot.context.queue[0]?.kind === 'add') &&
        'removeFavourite' in snapshot.children === (snapshot.context.queue[0]?.kind === 'remove'),
    },
    {
      name: 'no ids nor calls before the load',
      holds: (snapshot) =>
        snapshot.context.loaded ||
        (snapshot.context.ids.length === 0 && snapshot.context.queue.length === 0),
    },
    {
      name: 'each id once',
      holds: (snapshot) => new Set(snapshot.context.ids).size === snapshot.context.ids.length,
    },
    {
      name: 'the last queued op of a game agrees with its star',
      holds: (snapshot) =>
        [slot101.nodeId, fish102.nodeId].every((nodeId) => {
          const last = snapshot.context.queue.filter((op) => op.nodeId === nodeId).at(-1);
          return (
            last === undefined || (last.kind === 'add') === snapshot.context.ids.includes(nodeId)
          );
        }),
    },
  ],
  waivers: [],
  maxPaths: 480,
};
