import { assign, fromPromise, setup } from 'xstate';
import type { PopupNotice } from '@his/shared/schemas/announcements';

/** Who the popups are for: a guest on the home page, or a member just logged in. */
export type PopupAudience = 'guest' | 'member';

export interface LoadPopupsInput {
  audience: PopupAudience;
  /** The member has just logged in for the first time: the `F` popups are due too. */
  firstLogin: boolean;
}

export interface NoticePopupsContext {
  audience: PopupAudience | null;
  firstLogin: boolean;
  /** The popups due, in the order they show (the app left out those already seen). */
  queue: PopupNotice[];
  /** Position of the popup on screen in `queue`. */
  index: number;
}

export type NoticePopupsEvent =
  /** Popups may be due: a guest reached the home page, a member logged in. */
  | { type: 'popups.load'; audience: PopupAudience; firstLogin: boolean }
  /** The person closed the popup on screen. */
  | { type: 'popup.dismiss' }
  /** The audience is gone (a member logged out): nothing more shows. */
  | { type: 'popups.stop' };

export type NoticePopupsTag = 'loading' | 'showing';

/**
 * The popup notices' queue (issue 17, SPEC §3 "popup" announcements by execution): when a guest
 * reaches the home page (execution B) or a member logs in (A, and F on a first login), the app
 * loads the popups due (its `loadPopups` asks `MCSFE_getListAnnouncements` and leaves out the
 * ones this browser already showed: once per session or once per day, as each is marked). They
 * show one after another, in order; closing one remembers it (`rememberSeen`, supplied by the
 * app) and shows the next. A failed load shows nothing and says nothing: popups are no reason to
 * bother anyone. A new audience (the guest logs in) replaces the queue; a logout empties it.
 */
export const noticePopupsMachine = setup({
  types: {
    context: {} as NoticePopupsContext,
    events: {} as NoticePopupsEvent,
    tags: {} as NoticePopupsTag,
  },
  actors: {
    loadPopups: fromPromise<PopupNotice[], LoadPopupsInput>(() =>
      Promise.reject(
        new Error('loadPopups is supplied by the app with noticePopupsMachine.provide'),
      ),
    ),
  },
  guards: {
    anyDue: (_, params: { popups: readonly PopupNotice[] }) => params.popups.length > 0,
    hasNext: ({ context }) => context.index + 1 < context.queue.length,
  },
  actions: {
    rememberAudience: assign((_, params: { audience: PopupAudience; firstLogin: boolean }) => ({
      audience: params.audience,
      firstLogin: params.firstLogin,
      queue: [],
      index: 0,
    })),
    rememberQueue: assign((_, params: { popups: PopupNotice[] }) => ({
      queue: params.popups,
      index: 0,
    })),
    showNext: assign(({ context }) => ({ index: context.index + 1 })),
    forgetQueue: assign({ audience: null, firstLogin: false, queue: [], index: 0 }),
    /** Supplied by the app: notes in the browser that this popup was shown (session or day). */
    rememberSeen: (_, _params: { popup: PopupNotice | undefined }) => {},
  },
}).createMachine({
  id: 'noticePopups',
  description:
    'Popup notices shown one after another to a guest on the home page or a member after login, each once per session or per day.',
  context: { audience: null, firstLogin: false, queue: [], index: 0 },
  initial: 'idle',
  on: {
    'popups.load': {
      target: '.loading',
      reenter: true,
      actions: {
        type: 'rememberAudience',
        params: ({ event }) => ({ audience: event.audience, firstLogin: event.firstLogin }),
      },
      description:
        'Popups may be due for someone new (a guest at home, a member logged in): their popups replace whatever was queued.',
    },
    'popups.stop': {
      target: '.idle',
      actions: 'forgetQueue',
      description: 'The member logged out: the queue and the popup on screen go away.',
    },
  },
  states: {
    idle: {
      description: 'Nobody is due popups yet.',
    },
    loading: {
      description:
        'The announcements call runs; the popups this browser already showed are left out.',
      tags: ['loading'],
      invoke: {
        id: 'loadPopups',
        src: 'loadPopups',
        input: ({ context }) => ({
          audience: context.audience ?? 'guest',
          firstLogin: context.firstLogin,
        }),
        onDone: [
          {
            guard: { type: 'anyDue', params: ({ event }) => ({ popups: event.output }) },
            target: 'showing',
            actions: { type: 'rememberQueue', params: ({ event }) => ({ popups: event.output }) },
            description: 'Popups are due: the first one shows.',
          },
          { target: 'done', description: 'None due (none in force, or all already shown).' },
        ],
        onError: {
          target: 'done',
          description: 'The call failed: no popup, no message.',
        },
      },
    },
    showing: {
      description: 'Popup n of m is on screen, until the person closes it.',
      tags: ['showing'],
      on: {
        'popup.dismiss': [
          {
            guard: 'hasNext',
            target: 'showing',
            reenter: true,
            actions: [
              {
                type: 'rememberSeen',
                params: ({ context }) => ({ popup: context.queue[context.index] }),
              },
              'showNext',
            ],
            description: 'Closed and remembered: the next popup shows.',
          },
          {
            target: 'done',
            actions: {
              type: 'rememberSeen',
              params: ({ context }) => ({ popup: context.queue[context.index] }),
            },
            description: 'The last one closed and remembered: the queue is done.',
          },
        ],
      },
    },
    done: {
      description: 'Every popup due was shown (or none was); a new audience loads again.',
    },
  },
});
