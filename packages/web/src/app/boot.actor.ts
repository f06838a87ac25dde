import { fromPromise } from 'xstate';
import { bootMachine } from '@his/machines/boot';
import { restoreSession } from '@/features/auth/api/restore-session.ts';
import { loadCountries } from '@/features/site-status/api/load-countries.ts';
import { loadPermission } from '@/features/site-status/api/load-permission.ts';

/** The boot machine with its three loads supplied by the api client. */
export const bootLogic = bootMachine.provide({
  actors: {
    loadPermission: fromPromise(() => loadPermission()),
    loadCountries: fromPromise(() => loadCountries()),
    restoreSession: fromPromise(() => restoreSession()),
  },
});
