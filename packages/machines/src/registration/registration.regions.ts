import { registrationSetup } from './registration.setup.ts';

/**
 * The helper regions of the registration machine, beside the form (split out to keep the
 * machine file small): the captcha, the country-code dropdown and the SMS code child.
 */

export const captchaRegion = registrationSetup.createStateConfig({
  description: 'The captcha, when the captcha rule is enabled.',
  initial: 'starting',
  states: {
    starting: {
      description: 'Transient: start the captcha when its rule is enabled.',
      always: [
        {
          guard: 'needsCaptcha',
          target: 'shown',
          description: 'The captcha rule is enabled: the captcha child fetches the first image.',
        },
        { target: 'off', description: 'No captcha on this form.' },
      ],
    },
    off: { description: 'The captcha rule is disabled: no captcha field.' },
    shown: {
      description:
        'The captcha field and its image button are on screen; the captcha child (id `captcha`) fetches images and throttles refreshes. Without an image the field stays, and a refresh retries.',
      tags: ['captcha'],
      invoke: { id: 'captcha', src: 'captcha' },
      on: {
        'captcha.refresh': {
          actions: 'forwardToCaptcha',
          description: 'Forwarded to the child, which throttles it.',
        },
        'captcha.image': {
          actions: {
            type: 'rememberCaptchaImage',
            params: ({ event }) => ({ image: event.image }),
          },
          description: 'An image arrived and replaces the previous one.',
        },
      },
      always: {
        guard: 'isCaptchaStale',
        actions: ['renewCaptcha', 'settleCaptcha'],
        description: 'A refused registration spent this captcha: the child fetches a new one.',
      },
    },
  },
});

export const countryRegion = registrationSetup.createStateConfig({
  description: 'The country-code dropdown next to the mobile number.',
  initial: 'closed',
  on: {
    'country.select': {
      guard: { type: 'isKnownCountry', params: ({ event }) => ({ code: event.code }) },
      target: '.closed',
      actions: { type: 'selectCountry', params: ({ event }) => ({ code: event.code }) },
      description: 'A listed country was picked: its dialing code is used; the list closes.',
    },
  },
  states: {
    closed: {
      description: 'The list is closed.',
      on: {
        'country.focus': { target: 'open', description: 'The field got focus: open.' },
      },
    },
    open: {
      description: 'The list is open.',
      tags: ['countryOpen'],
      on: {
        'country.blur': {
          target: 'closing',
          description: 'Focus left: close in 200 ms (a click on an option lands first).',
        },
      },
    },
    closing: {
      description: 'Focus left less than 200 ms ago; the list is still open.',
      tags: ['countryOpen'],
      on: {
        'country.focus': {
          target: 'open',
          description: 'Focus came back within 200 ms: the list stays open.',
        },
      },
      after: {
        countryDropdownClose: {
          target: 'closed',
          description: '200 ms after the blur: the list closes.',
        },
      },
    },
  },
});

export const smsRegion = registrationSetup.createStateConfig({
  description: 'The SMS code child, when the form needs a code.',
  initial: 'starting',
  states: {
    starting: {
      description: 'Transient: decides whether this form needs an SMS code.',
      always: [
        {
          guard: 'needsSms',
          target: 'on',
          description: 'Mobile registration, or REGMOBVERF3 on: the "Get code" button.',
        },
        { target: 'off', description: 'No SMS code on this form.' },
      ],
    },
    off: { description: 'No SMS code field.' },
    on: {
      description: 'The smsCountdown child (id `sms`) drives the "Get code" button.',
      invoke: {
        id: 'sms',
        src: 'smsCountdown',
        input: ({ context }) => ({ mobileRule: context.rules.mobileNum ?? null }),
      },
      on: {
        'sms.send': {
          actions: { type: 'forwardToSms', params: ({ event }) => ({ event }) },
          description: 'Forwarded to the child, which validates and throttles it.',
        },
      },
    },
  },
});
