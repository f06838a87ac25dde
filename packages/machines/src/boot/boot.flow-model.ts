import { systemStatus } from '@his/shared/constants';
import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError, countries, demoMember, permission } from '../testing/fixtures.ts';
import { bootMachine } from './boot.machine.ts';

/** Model of the start: permission, countries and session side by side; the permission decides the page. */
export const bootFlowModel: FlowModel<typeof bootMachine> = {
  machine: bootMachine,
  inputs: { default: undefined },
  events: {
    'permission normal (KH)': doneEvent('loadPermission', permission()),
    'permission maintenance': doneEvent('loadPermission', permission({ maintenance: true })),
    'permission restricted': doneEvent('loadPermission', permission({ regionRestriction: true })),
    'permission maintenance and restricted': doneEvent(
      'loadPermission',
      permission({ maintenance: true, regionRestriction: true }),
    ),
    'permission fails': errorEvent('loadPermission', apiError('upstream.unavailable')),
    'countries TH, KH': doneEvent('loadCountries', countries),
    'countries empty': doneEvent('loadCountries', []),
    'countries fail': errorEvent('loadCountries', apiError('system.busy')),
    'session restored': doneEvent('restoreSession', { member: demoMember }),
    'no session': doneEvent('restoreSession', { member: null }),
    'session restore fails': errorEvent('restoreSession', apiError('upstream.timeout')),
    retry: { type: 'boot.retry' },
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, {
      systemStatus: snapshot.context.systemStatus,
      countryCode: snapshot.context.countryCode,
      member: snapshot.context.member !== null,
      error: snapshot.context.error,
    }),
  invariants: [
    {
      name: 'ready ⇒ a normal permission',
      holds: ({ context, ...snapshot }) =>
        !snapshot.hasTag('ready') ||
        (context.permission !== null && context.systemStatus === systemStatus.normal),
    },
    {
      name: 'tag maintenance ⇔ systemStatus 1',
      holds: (snapshot) =>
        snapshot.hasTag('maintenance') ===
        (snapshot.context.systemStatus === systemStatus.maintenance),
    },
    {
      name: 'tag restricted ⇔ systemStatus 2',
      holds: (snapshot) =>
        snapshot.hasTag('restricted') ===
        (snapshot.context.systemStatus === systemStatus.regionRestricted),
    },
    {
      name: 'tag failed ⇒ an error code',
      holds: (snapshot) => !snapshot.hasTag('failed') || snapshot.context.error !== null,
    },
    {
      name: 'the country code is one of the countries (null when there are none)',
      holds: ({ context }) =>
        context.countryCode === null
          ? context.countries.length === 0
          : context.countries.some((country) => country.countryCode === context.countryCode),
    },
    {
      name: 'modules come with the permission',
      holds: ({ context }) =>
        context.permission === null || context.modules.PWDEXPFORCECHANGE3 === true,
    },
  ],
  waivers: [],
  maxPaths: 120,
};
