import { assign, fromPromise, setup } from 'xstate';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import { errorCodeOf } from '../common/error-code.ts';

export interface FreePlayContext {
  /** The trial member (type 4), once loaded. */
  member: MemberInfo | null;
  /** Code of the last failure, or null. */
  error: string | null;
}

export type FreePlayEvent = { type: 'freeplay.start' };

export type FreePlayTag = 'idle' | 'submitting' | 'failed' | 'done';

/** Output: the trial member, logged in (the bff holds the token). */
export interface FreePlayOutput {
  member: MemberInfo;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with freePlayMachine.provide`));

/**
 * The "Free demo" button (SPEC §4, module FREEPLAY3): a trial account is logged in, its member
 * info loaded, and the machine ends with the member. The web then sends `session.started`,
 * which clears the stored password, closes modals and goes home.
 */
export const freePlayMachine = setup({
  types: {
    context: {} as FreePlayContext,
    events: {} as FreePlayEvent,
    output: {} as FreePlayOutput,
    tags: {} as FreePlayTag,
  },
  actors: {
    freePlay: fromPromise<LoginPublicValue>(notProvided('freePlay')),
    loadMember: fromPromise<MemberInfo>(notProvided('loadMember')),
  },
  actions: {
    forgetError: assign({ error: null }),
    rememberMember: assign((_, params: { member: MemberInfo }) => ({ member: params.member })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
  },
}).createMachine({
  id: 'freePlay',
  description: 'Logging in a trial account for free play.',
  context: { member: null, error: null },
  initial: 'idle',
  output: ({ context }) => {
    // `done` is entered only after the member loaded.
    if (context.member === null) throw new Error('free play finished without a member');
    return { member: context.member };
  },
  states: {
    idle: {
      description: 'Waiting for the player to press "Free demo".',
      tags: ['idle'],
      on: {
        'freeplay.start': {
          target: 'starting',
          description: 'The player asked for a trial account.',
        },
      },
    },
    starting: {
      description: 'The free-play login call runs.',
      tags: ['submitting'],
      invoke: {
        id: 'freePlay',
        src: 'freePlay',
        onDone: {
          target: 'loadingMember',
          description: 'A trial account is logged in: load its member info.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'No trial account (e.g. free play switched off): the code shows.',
        },
      },
    },
    loadingMember: {
      description: 'Loading the trial member’s info.',
      tags: ['submitting'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'done',
          actions: { type: 'rememberMember', params: ({ event }) => ({ member: event.output }) },
          description: 'The trial member is known: free play starts.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'Member info failed: the code shows and the player may try again.',
        },
      },
    },
    failed: {
      description: 'The last attempt failed; its code shows.',
      tags: ['failed'],
      on: {
        'freeplay.start': {
          target: 'starting',
          actions: 'forgetError',
          description: 'The player tries again.',
        },
      },
    },
    done: {
      description: 'A trial member is logged in; the output carries it.',
      tags: ['done'],
      type: 'final',
    },
  },
});
