import { assign, fromPromise, sendParent, setup } from 'xstate';
import { captchaRefreshMinMs } from '@his/shared/constants';

export interface CaptchaContext {
  /** Base64 PNG (no `data:` prefix) of the image on screen, or null before the first one. */
  image: string | null;
}

export type CaptchaEvent =
  /** The player clicked the image for another one (throttled). */
  | { type: 'captcha.refresh' }
  /** The parent's form spent the captcha (a refused attempt): fetch another now, throttle or not. */
  | { type: 'captcha.renew' };

/** What the child tells the flow that invoked it. */
export type CaptchaParentEvent =
  | { type: 'captcha.image'; image: string }
  /** The first image could not be fetched: the parent decides whether the field stays. */
  | { type: 'captcha.unavailable' };

export type CaptchaTag = 'fetching';

/**
 * The captcha image of a form (DESIGN §6), invoked by the login (session) and the registration:
 * fetches an image at start, throttles the player's refreshes to once per captchaRefreshMinMs
 * (SPEC §9), fetches a new one at once when the form spent the old, and tells the parent of
 * each image. The fetch is supplied by the app with `captchaMachine.provide`.
 */
export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    tags: {} as CaptchaTag,
  },
  actors: {
    fetchCaptcha: fromPromise<string>(() =>
      Promise.reject(new Error('fetchCaptcha is supplied by the app with captchaMachine.provide')),
    ),
  },
  delays: {
    captchaRefresh: captchaRefreshMinMs,
  },
  actions: {
    rememberImage: assign((_, params: { image: string }) => ({ image: params.image })),
    tellImage: sendParent((_, params: { image: string }): CaptchaParentEvent => ({
      type: 'captcha.image',
      image: params.image,
    })),
    tellUnavailable: sendParent((): CaptchaParentEvent => ({ type: 'captcha.unavailable' })),
  },
}).createMachine({
  id: 'captcha',
  description:
    'A form’s captcha image: the first fetch, refreshes at most once per second, and a new image at once when the form spent the old one.',
  context: { image: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the first image; refresh clicks are ignored.',
      tags: ['fetching'],
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: {
          target: 'shown',
          actions: [
            { type: 'rememberImage', params: ({ event }) => ({ image: event.output }) },
            { type: 'tellImage', params: ({ event }) => ({ image: event.output }) },
          ],
          description: 'The image arrived: the parent shows it.',
        },
        onError: {
          target: 'shown',
          actions: 'tellUnavailable',
          description:
            'No image: the parent is told (the login hides the field; the registration keeps it, and a refresh retries).',
        },
      },
    },
    shown: {
      description: 'An image (or the field without one) is on screen.',
      initial: 'cooling',
      states: {
        cooling: {
          description:
            'A fetch just ended: refresh clicks are ignored for captchaRefreshMinMs (once per second, SPEC §9).',
          after: {
            captchaRefresh: { target: 'ready', description: 'The refresh throttle is over.' },
          },
          on: {
            'captcha.renew': {
              target: 'refreshing',
              description: 'The form spent this captcha: fetch a new one now, throttle or not.',
            },
          },
        },
        ready: {
          description: 'The player may refresh the image.',
          on: {
            'captcha.refresh': {
              target: 'refreshing',
              description: 'The player asks for another image.',
            },
            'captcha.renew': {
              target: 'refreshing',
              description: 'The form spent this captcha: fetch a new one.',
            },
          },
        },
        refreshing: {
          description:
            'Fetching a new image; the old one stays until it arrives, and a spent one is replaced by it.',
          tags: ['fetching'],
          invoke: {
            id: 'fetchCaptcha',
            src: 'fetchCaptcha',
            onDone: {
              target: 'cooling',
              actions: [
                { type: 'rememberImage', params: ({ event }) => ({ image: event.output }) },
                { type: 'tellImage', params: ({ event }) => ({ image: event.output }) },
              ],
              description: 'The new image replaces the old one.',
            },
            onError: {
              target: 'cooling',
              description: 'No new image: the old one stays.',
            },
          },
        },
      },
    },
  },
});
