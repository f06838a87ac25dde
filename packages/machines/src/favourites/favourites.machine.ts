import { assign, fromPromise, setup, type PromiseActorLogic } from 'xstate';
import { errorCodeOf } from '../common/error-code.ts';
import {
  opInputOf,
  rollBack,
  withId,
  withoutId,
  type FavouriteInput,
  type FavouriteOp,
} from './favourites.logic.ts';

export { rollBack, type FavouriteInput, type FavouriteOp } from './favourites.logic.ts';

export interface FavouritesContext {
  /** Node ids of the favoured games, changes applied at once (optimistic). */
  ids: string[];
  /** Server calls still to make, oldest first; the head runs while `saving`. */
  queue: FavouriteOp[];
  /** Code of the last failure (load or save), shown until dismissed or the next change. */
  error: string | null;
  /** The ids were loaded for the logged-in member. */
  loaded: boolean;
}

export type FavouritesEvent =
  | { type: 'favourites.load' }
  | { type: 'favourites.clear' }
  | ({ type: 'favourite.add' } & FavouriteInput)
  | ({ type: 'favourite.remove' } & FavouriteInput)
  | { type: 'error.dismiss' };

export type FavouritesTag = 'empty' | 'loading' | 'ready' | 'saving' | 'failed';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with favouritesMachine.provide`));

/** The add and remove calls: their answer carries nothing the machine needs. */
const favouriteCall = (name: string): PromiseActorLogic<void, FavouriteInput> =>
  fromPromise((): Promise<void> => notProvided(name)());

const emptyContext: FavouritesContext = { ids: [], queue: [], error: null, loaded: false };

const toOp = (kind: FavouriteOp['kind'], event: FavouriteInput): FavouriteOp => ({
  kind,
  nodeId: event.nodeId,
  vendor: event.vendor,
  gameType: event.gameType,
});

/**
 * The logged-in member's favourite games (SPEC §4 "Favourites"): the ids load after login and
 * clear on logout. A star click changes `ids` at once and queues the server call; queued calls
 * run one at a time, and a failed one undoes its own change only and shows its code. Adding a
 * game already favoured (or removing one that is not) changes nothing and calls nothing. Star
 * clicks before the ids loaded are ignored: the web shows stars only once `ready`.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    tags: {} as FavouritesTag,
  },
  actors: {
    loadIds: fromPromise<string[]>(notProvided('loadIds')),
    addFavourite: favouriteCall('addFavourite'),
    removeFavourite: favouriteCall('removeFavourite'),
  },
  guards: {
    isFavoured: ({ context }, params: { nodeId: string }) => context.ids.includes(params.nodeId),
    isNotFavoured: ({ context }, params: { nodeId: string }) =>
      !context.ids.includes(params.nodeId),
    nextIsAdd: ({ context }) => context.queue[0]?.kind === 'add',
    nextIsRemove: ({ context }) => context.queue[0]?.kind === 'remove',
    hasError: ({ context }) => context.error !== null,
    hasNoError: ({ context }) => context.error === null,
  },
  actions: {
    reset: assign(emptyContext),
    rememberIds: assign((_, params: { ids: string[] }) => ({
      ids: [...new Set(params.ids)],
      loaded: true,
      error: null,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    forgetError: assign({ error: null }),
    queueAdd: assign(({ context }, params: { input: FavouriteInput }) => ({
      ids: withId(context.ids, params.input.nodeId),
      queue: [...context.queue, toOp('add', params.input)],
      error: null,
    })),
    queueRemove: assign(({ context }, params: { input: FavouriteInput }) => ({
      ids: withoutId(context.ids, params.input.nodeId),
      queue: [...context.queue, toOp('remove', params.input)],
      error: null,
    })),
    dequeue: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    rollBackHead: assign(({ context }, params: { error: unknown }) => ({
      ids: rollBack(context.ids, context.queue),
      queue: context.queue.slice(1),
      error: errorCodeOf(params.error),
    })),
  },
}).createMachine({
  id: 'favourites',
  description: 'The member’s favourite games: loaded after login, changed optimistically.',
  context: emptyContext,
  initial: 'empty',
  on: {
    'favourites.clear': {
      target: '.empty',
      actions: 'reset',
      description:
        'Logout: the ids, queued calls and message are dropped; a running call is abandoned.',
    },
  },
  states: {
    empty: {
      description: 'No ids: nobody is logged in as a real member yet (or after logout).',
      tags: ['empty'],
      on: {
        'favourites.load': {
          target: 'loading',
          description: 'A real member logged in: load the ids.',
        },
      },
    },
    loading: {
      description: 'The favourite ids are loading; star clicks are ignored.',
      tags: ['loading'],
      invoke: {
        id: 'loadIds',
        src: 'loadIds',
        onDone: {
          target: 'active',
          actions: { type: 'rememberIds', params: ({ event }) => ({ ids: event.output }) },
          description: 'The ids arrived: stars show and may be clicked.',
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The ids failed to load: the code shows; favourites.load retries.',
        },
      },
    },
    unavailable: {
      description: 'The ids could not load; the failure shows.',
      tags: ['empty', 'failed'],
      on: {
        'favourites.load': {
          target: 'loading',
          actions: 'forgetError',
          description: 'Retry the load.',
        },
        'error.dismiss': {
          target: 'empty',
          actions: 'forgetError',
          description: 'The player closed the message.',
        },
      },
    },
    active: {
      description: 'The ids are known: star clicks change them and queue the server calls.',
      tags: ['ready'],
      type: 'parallel',
      on: {
        'favourite.add': [
          {
            guard: { type: 'isFavoured', params: ({ event }) => ({ nodeId: event.nodeId }) },
            description: 'Already favoured: adding is skipped, nothing is called.',
          },
          {
            actions: { type: 'queueAdd', params: ({ event }) => ({ input: event }) },
            description: 'The star turns on at once and the add call is queued.',
          },
        ],
        'favourite.remove': [
          {
            guard: { type: 'isNotFavoured', params: ({ event }) => ({ nodeId: event.nodeId }) },
            description: 'Not favoured: removing is skipped, nothing is called.',
          },
          {
            actions: { type: 'queueRemove', params: ({ event }) => ({ input: event }) },
            description: 'The star turns off at once and the remove call is queued.',
          },
        ],
        'error.dismiss': {
          actions: 'forgetError',
          description: 'The player closed the failure message.',
        },
      },
      states: {
        sync: {
          description: 'Sends the queued calls to the server, one at a time.',
          initial: 'settled',
          states: {
            settled: {
              description: 'No call runs; the next queued one, if any, starts.',
              always: [
                {
                  guard: 'nextIsAdd',
                  target: 'adding',
                  description: 'The oldest queued change is an add.',
                },
                {
                  guard: 'nextIsRemove',
                  target: 'removing',
                  description: 'The oldest queued change is a remove.',
                },
              ],
            },
            adding: {
              description: 'The add call of the oldest queued change runs.',
              tags: ['saving'],
              invoke: {
                id: 'addFavourite',
                src: 'addFavourite',
                input: ({ context }) => opInputOf(context.queue),
                onDone: {
                  target: 'settled',
                  actions: 'dequeue',
                  description: 'The server agreed: the change is done.',
                },
                onError: {
                  target: 'settled',
                  actions: {
                    type: 'rollBackHead',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description:
                    'The add was refused: that star turns off again (unless clicked since) and the code shows.',
                },
              },
            },
            removing: {
              description: 'The remove call of the oldest queued change runs.',
              tags: ['saving'],
              invoke: {
                id: 'removeFavourite',
                src: 'removeFavourite',
                input: ({ context }) => opInputOf(context.queue),
                onDone: {
                  target: 'settled',
                  actions: 'dequeue',
                  description: 'The server agreed: the change is done.',
                },
                onError: {
                  target: 'settled',
                  actions: {
                    type: 'rollBackHead',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description:
                    'The remove was refused: that star turns on again (unless clicked since) and the code shows.',
                },
              },
            },
          },
        },
        notice: {
          description: 'The failure message of the last refused change.',
          initial: 'hidden',
          states: {
            hidden: {
              description: 'No message.',
              always: {
                guard: 'hasError',
                target: 'shown',
                description: 'A change was refused: its message shows.',
              },
            },
            shown: {
              description: 'The message of the refused change shows.',
              tags: ['failed'],
              always: {
                guard: 'hasNoError',
                target: 'hidden',
                description: 'Dismissed, or the player made another change: the message goes.',
              },
            },
          },
        },
      },
    },
  },
});

/** Whether a game is favoured, for the star's `aria-pressed`. */
export const isFavourite = (snapshot: { context: { ids: readonly string[] } }, nodeId: string) =>
  snapshot.context.ids.includes(nodeId);
