import { assign, fromPromise, setup } from 'xstate';
import { systemStatus, type SystemStatus } from '@his/shared/constants';
import { flattenModules } from '@his/shared/module-tree';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { RegisterRule } from '@his/shared/rules';
import type { Country, Permission } from '@his/shared/schemas/system';
import { errorCodeOf } from '../common/error-code.ts';
import { chooseCountryCode, systemStatusOf } from './boot.logic.ts';

export { chooseCountryCode, systemStatusOf } from './boot.logic.ts';

export interface BootContext {
  permission: Permission | null;
  /** 0 normal, 1 maintenance, 2 region restriction; null until the permission call answers. */
  systemStatus: SystemStatus | null;
  /** The whitelabel module tree flattened to `{ modId: on }`. */
  modules: Record<string, boolean>;
  /** Countries for phone fields; empty when the list failed to load. */
  countries: Country[];
  countryCode: string | null;
  /** The member of a session restored at start, or null for a visitor. */
  member: MemberInfo | null;
  /** Error code of the failed permission call. */
  error: string | null;
}

export type BootEvent = { type: 'boot.retry' };

export type BootTag = 'maintenance' | 'restricted' | 'ready' | 'failed';

/** What the site starts with once boot is over (the session's input). */
export interface BootOutput {
  member: MemberInfo | null;
  modules: Record<string, boolean>;
  /** Register rule of the mobile number (permission.info.register.mobileNum). */
  mobileRule: RegisterRule | null;
}

/** Output of the `restoreSession` actor: the member when the bff session is logged in. */
export interface RestoredSession {
  member: MemberInfo | null;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with bootMachine.provide`));

/**
 * Application start: the permission call, the country list and the session restore run side by
 * side; the permission decides the page (normal, maintenance, region restriction, or a failure
 * to retry), and a normal start is ready once the other two have settled, whether they loaded or
 * failed. The web supplies the three actors.
 */
export const bootMachine = setup({
  types: {
    context: {} as BootContext,
    events: {} as BootEvent,
    tags: {} as BootTag,
    output: {} as BootOutput,
  },
  actors: {
    loadPermission: fromPromise<Permission>(notProvided('loadPermission')),
    loadCountries: fromPromise<Country[]>(notProvided('loadCountries')),
    restoreSession: fromPromise<RestoredSession>(notProvided('restoreSession')),
  },
  guards: {
    isMaintenance: (_, params: { permission: Permission }) =>
      systemStatusOf(params.permission) === systemStatus.maintenance,
    isRegionRestricted: (_, params: { permission: Permission }) =>
      systemStatusOf(params.permission) === systemStatus.regionRestricted,
  },
  actions: {
    rememberPermission: assign((_, params: { permission: Permission }) => ({
      permission: params.permission,
      systemStatus: systemStatusOf(params.permission),
      modules: flattenModules(params.permission.info.whitelabel),
      error: null,
    })),
    rememberPermissionError: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    rememberCountries: assign((_, params: { countries: Country[] }) => ({
      countries: params.countries,
    })),
    /** The visitor's country when the permission has told it, else the first of the list. */
    chooseCountry: assign(({ context }) => ({
      countryCode: chooseCountryCode(context.countries, context.permission?.location.country),
    })),
    forgetCountries: assign({ countries: [], countryCode: null }),
    /** A page that replaces the site keeps only the permission (and its error). */
    forgetLoads: assign({ countries: [], countryCode: null, member: null }),
    forgetEverything: assign({
      permission: null,
      systemStatus: null,
      modules: {},
      error: null,
      countries: [],
      countryCode: null,
      member: null,
    }),
    rememberMember: assign((_, params: { member: MemberInfo | null }) => ({
      member: params.member,
    })),
    forgetMember: assign({ member: null }),
  },
}).createMachine({
  id: 'boot',
  description: 'Decides at start which page the site shows and what it knows about the visitor.',
  context: {
    permission: null,
    systemStatus: null,
    modules: {},
    countries: [],
    countryCode: null,
    member: null,
    error: null,
  },
  output: ({ context }) => ({
    member: context.member,
    modules: context.modules,
    mobileRule: context.permission?.info.register.mobileNum ?? null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'Asks for the site state, the country list and the session side by side, so the first page waits for one round trip, not two: the permission decides the page; a failure of the other two does not block the start.',
      type: 'parallel',
      states: {
        permission: {
          description: 'The site state, the visitor location and the modules.',
          initial: 'loading',
          states: {
            loading: {
              description: 'Asks the platform for the permission.',
              invoke: {
                id: 'loadPermission',
                src: 'loadPermission',
                onDone: [
                  {
                    guard: {
                      type: 'isMaintenance',
                      params: ({ event }) => ({ permission: event.output }),
                    },
                    target: '#boot.maintenance',
                    actions: {
                      type: 'rememberPermission',
                      params: ({ event }) => ({ permission: event.output }),
                    },
                    description: 'The site is under maintenance (systemStatus 1).',
                  },
                  {
                    guard: {
                      type: 'isRegionRestricted',
                      params: ({ event }) => ({ permission: event.output }),
                    },
                    target: '#boot.restricted',
                    actions: {
                      type: 'rememberPermission',
                      params: ({ event }) => ({ permission: event.output }),
                    },
                    description: 'The visitor’s IP or region is refused (systemStatus 2).',
                  },
                  {
                    target: 'settled',
                    actions: [
                      {
                        type: 'rememberPermission',
                        params: ({ event }) => ({ permission: event.output }),
                      },
                      'chooseCountry',
                    ],
                    description:
                      'Normal start (systemStatus 0); preselects the visitor’s country if the list came first.',
                  },
                ],
                onError: {
                  target: '#boot.failed',
                  actions: {
                    type: 'rememberPermissionError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description: 'The permission call failed; nothing can be decided without it.',
                },
              },
            },
            settled: { description: 'A normal start.', type: 'final' },
          },
        },
        countries: {
          description: 'The country list for phone fields.',
          initial: 'loading',
          states: {
            loading: {
              description: 'Asks for the country list.',
              invoke: {
                id: 'loadCountries',
                src: 'loadCountries',
                onDone: {
                  target: 'settled',
                  actions: [
                    {
                      type: 'rememberCountries',
                      params: ({ event }) => ({ countries: event.output }),
                    },
                    'chooseCountry',
                  ],
                  description:
                    'Keeps the list and preselects the visitor’s country (the first one until the permission tells where the visitor is).',
                },
                onError: {
                  target: 'settled',
                  actions: 'forgetCountries',
                  description: 'Starts without countries: phone fields have no preselection.',
                },
              },
            },
            settled: { description: 'The country list is known (possibly empty).', type: 'final' },
          },
        },
        session: {
          description: 'Whether this browser is already logged in.',
          initial: 'restoring',
          states: {
            restoring: {
              description: 'Asks the bff for its session and, when logged in, for the member.',
              invoke: {
                id: 'restoreSession',
                src: 'restoreSession',
                onDone: {
                  target: 'settled',
                  actions: {
                    type: 'rememberMember',
                    params: ({ event }) => ({ member: event.output.member }),
                  },
                  description: 'Keeps the restored member, or null for a visitor.',
                },
                onError: {
                  target: 'settled',
                  actions: 'forgetMember',
                  description: 'Starts as a visitor when the session cannot be restored.',
                },
              },
            },
            settled: { description: 'The session is known.', type: 'final' },
          },
        },
      },
      onDone: {
        target: 'ready',
        description: 'A normal permission and both other loads settled: the app can render.',
      },
    },
    maintenance: {
      description: 'The maintenance page with a Contact Us button.',
      tags: ['maintenance'],
      entry: 'forgetLoads',
      on: {
        'boot.retry': {
          target: 'starting',
          actions: 'forgetEverything',
          description: 'Checks again whether maintenance is over.',
        },
      },
    },
    restricted: {
      description: 'The IP restriction page with the visitor IP, country and a Contact Us button.',
      tags: ['restricted'],
      entry: 'forgetLoads',
    },
    ready: {
      description: 'Start is over; the app renders with permission, modules, countries and member.',
      tags: ['ready'],
      type: 'final',
    },
    failed: {
      description: 'The permission call failed; the page offers a retry.',
      tags: ['failed'],
      entry: 'forgetLoads',
      on: {
        'boot.retry': {
          target: 'starting',
          actions: 'forgetEverything',
          description: 'The visitor retries the start.',
        },
      },
    },
  },
});
