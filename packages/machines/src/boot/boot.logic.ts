import { systemStatus, type SystemStatus } from '@his/shared/constants';
import type { Country, Permission } from '@his/shared/schemas/system';

/**
 * Page state decided at start from the permission call (SPEC §4): 0 normal, 1 maintenance,
 * 2 IP/region restriction. Maintenance wins when both are set: the site is down for everyone,
 * so the restriction notice would promise something that is not there.
 */
export const systemStatusOf = (permission: Permission): SystemStatus => {
  if (permission.maintenance) return systemStatus.maintenance;
  if (permission.regionRestriction) return systemStatus.regionRestricted;
  return systemStatus.normal;
};

/**
 * Country code preselected in phone fields: the first country whose code matches the visitor's
 * location, else the first of the list, else null (an empty or failed list).
 */
export const chooseCountryCode = (
  countries: readonly Country[],
  locationCountry: string | null | undefined,
): string | null => {
  const wanted = locationCountry?.trim().toUpperCase();
  const match = wanted ? countries.find((country) => country.countryCode === wanted) : undefined;
  return (match ?? countries[0])?.countryCode ?? null;
};
