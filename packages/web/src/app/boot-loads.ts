import { restoreSession } from '@/features/auth/api/restore-session.ts';
import { loadCountries } from '@/features/site-status/api/load-countries.ts';
import { loadPermission } from '@/features/site-status/api/load-permission.ts';

/** The boot chart's three loads (its `starting` regions), each a call in flight. */
export interface BootLoads {
  permission: ReturnType<typeof loadPermission>;
  countries: ReturnType<typeof loadCountries>;
  session: ReturnType<typeof restoreSession>;
}

/** Starts the three loads at once; each rejection is marked handled until the chart takes it. */
export const startBootLoads = (): BootLoads => {
  const loads = {
    permission: loadPermission(),
    countries: loadCountries(),
    session: restoreSession(),
  };
  for (const load of Object.values(loads)) load.catch(() => undefined);
  return loads;
};
