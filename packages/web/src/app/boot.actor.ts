import { fromPromise } from 'xstate';
import { bootMachine } from '@his/machines/boot';
import { restoreSession } from '@/features/auth/api/restore-session.ts';
import { loadCountries } from '@/features/site-status/api/load-countries.ts';
import { loadPermission } from '@/features/site-status/api/load-permission.ts';
import type { BootLoads } from './boot-loads.ts';

/** A load whose first run takes the call already in flight, when there is one. */
const firstFrom = <T>(early: Promise<T> | undefined, load: () => Promise<T>) => {
  let waiting = early;
  return fromPromise(() => {
    const taken = waiting;
    waiting = undefined;
    return taken ?? load();
  });
};

/**
 * The boot machine with its three loads supplied by the api client. Loads already `started`
 * (early-boot.ts starts them before the app's code runs) answer the chart's first attempt, each
 * once; a retry calls again.
 */
export const bootLogic = (started?: BootLoads) =>
  bootMachine.provide({
    actors: {
      loadPermission: firstFrom(started?.permission, loadPermission),
      loadCountries: firstFrom(started?.countries, loadCountries),
      restoreSession: firstFrom(started?.session, restoreSession),
    },
  });
