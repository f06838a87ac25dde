import { createActor, fromPromise, waitFor } from 'xstate';
import type { Country, Permission } from '@his/shared/schemas/system';
import { describe, expect, it } from 'vitest';
import { apiError, countries, demoMember, permission } from '../testing/fixtures.ts';
import {
  bootMachine,
  chooseCountryCode,
  systemStatusOf,
  type RestoredSession,
} from './boot.machine.ts';

const answer = <T>(value: T | { code: string }): Promise<T> =>
  typeof value === 'object' && value !== null && 'code' in value
    ? Promise.reject(value)
    : Promise.resolve(value as T);

const boot = (answers: {
  permission?: Permission | { code: string };
  countries?: Country[] | { code: string };
  session?: RestoredSession | { code: string };
}) => {
  const machine = bootMachine.provide({
    actors: {
      loadPermission: fromPromise<Permission>(() => answer(answers.permission ?? permission())),
      loadCountries: fromPromise<Country[]>(() => answer(answers.countries ?? countries)),
      restoreSession: fromPromise<RestoredSession>(() =>
        answer(answers.session ?? { member: null }),
      ),
    },
  });
  const actor = createActor(machine).start();
  return waitFor(actor, (snapshot) => !snapshot.matches('starting'));
};

describe('systemStatusOf', () => {
  it.each([
    [{}, 0],
    [{ maintenance: true }, 1],
    [{ regionRestriction: true }, 2],
    [{ maintenance: true, regionRestriction: true }, 1],
  ])('%o → %i', (facts, expected) => {
    expect(systemStatusOf(permission(facts))).toBe(expected);
  });
});

describe('chooseCountryCode', () => {
  it('picks the country of the visitor location', () => {
    expect(chooseCountryCode(countries, 'KH')).toBe('KH');
    expect(chooseCountryCode(countries, ' kh ')).toBe('KH');
  });
  it('falls back to the first country, then to null', () => {
    expect(chooseCountryCode(countries, 'FR')).toBe('TH');
    expect(chooseCountryCode(countries, null)).toBe('TH');
    expect(chooseCountryCode([], 'KH')).toBeNull();
  });
});

describe('boot', () => {
  it('is ready with permission, modules, countries, country code and restored member', async () => {
    const snapshot = await boot({ session: { member: demoMember } });
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.context.systemStatus).toBe(0);
    expect(snapshot.context.modules).toMatchObject({
      COMM3: true,
      CAPTCHA3: true,
      FREEPLAY3: false,
    });
    expect(snapshot.context.countries).toEqual(countries);
    expect(snapshot.context.countryCode).toBe('KH');
    expect(snapshot.context.member).toEqual(demoMember);
  });

  it('is ready even when the country list and the session restore fail', async () => {
    const snapshot = await boot({
      countries: apiError('system.busy'),
      session: apiError('upstream.timeout'),
    });
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.context.countries).toEqual([]);
    expect(snapshot.context.countryCode).toBeNull();
    expect(snapshot.context.member).toBeNull();
  });

  it('asks for permission, countries and session at once: the first page waits for one round trip', async () => {
    const called: string[] = [];
    const pending = () => new Promise<never>(() => undefined);
    const machine = bootMachine.provide({
      actors: {
        loadPermission: fromPromise<Permission>(() => {
          called.push('permission');
          return pending();
        }),
        loadCountries: fromPromise<Country[]>(() => {
          called.push('countries');
          return pending();
        }),
        restoreSession: fromPromise<RestoredSession>(() => {
          called.push('session');
          return pending();
        }),
      },
    });
    const actor = createActor(machine).start();
    expect(called.sort()).toEqual(['countries', 'permission', 'session']);
    actor.stop();
  });

  it('preselects the visitor’s country when the list arrives before the permission', async () => {
    let givePermission: (value: Permission) => void = () => undefined;
    const machine = bootMachine.provide({
      actors: {
        loadPermission: fromPromise<Permission>(
          () => new Promise((resolve) => (givePermission = resolve)),
        ),
        loadCountries: fromPromise<Country[]>(() => answer(countries)),
        restoreSession: fromPromise<RestoredSession>(() => answer({ member: null })),
      },
    });
    const actor = createActor(machine).start();
    const listed = await waitFor(actor, (snapshot) => snapshot.context.countries.length > 0);
    expect(listed.context.countryCode).toBe('TH');
    givePermission(permission());
    const ready = await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(ready.context.countryCode).toBe('KH');
  });

  it('shows maintenance (status 1) and keeps nothing of the other loads', async () => {
    const snapshot = await boot({
      permission: permission({ maintenance: true }),
      session: { member: demoMember },
    });
    expect(snapshot.hasTag('maintenance')).toBe(true);
    expect(snapshot.context.systemStatus).toBe(1);
    expect(snapshot.context.countries).toEqual([]);
    expect(snapshot.context.member).toBeNull();
  });

  it('shows the IP restriction (status 2) with the visitor location', async () => {
    const snapshot = await boot({ permission: permission({ regionRestriction: true }) });
    expect(snapshot.hasTag('restricted')).toBe(true);
    expect(snapshot.context.permission?.location).toEqual({ ip: '203.0.113.7', country: 'KH' });
  });

  it('fails with the code of a failed permission call and retries on boot.retry', async () => {
    let calls = 0;
    const machine = bootMachine.provide({
      actors: {
        loadPermission: fromPromise<Permission>(() => {
          calls += 1;
          return calls === 1
            ? Promise.reject(apiError('upstream.unavailable'))
            : answer(permission());
        }),
        loadCountries: fromPromise<Country[]>(() => answer(countries)),
        restoreSession: fromPromise<RestoredSession>(() => answer({ member: null })),
      },
    });
    const actor = createActor(machine).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(failed.context.error).toBe('upstream.unavailable');
    actor.send({ type: 'boot.retry' });
    const ready = await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(ready.context.error).toBeNull();
    expect(calls).toBe(2);
  });
});
