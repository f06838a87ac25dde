import { shallowEqual } from '@xstate/react';
import type { Country } from '@his/shared/schemas/system';
import { BootActor } from './actors.ts';

/** Countries for the phone fields and the dialing code of the visitor's country. */
export const useCountries = (): { countries: Country[]; defaultDialingCode: string } =>
  BootActor.useSelector((snapshot) => {
    const { countries, countryCode } = snapshot.context;
    const own = countries.find((country) => country.countryCode === countryCode) ?? countries[0];
    return { countries, defaultDialingCode: own?.countryDialingCode ?? '' };
  }, shallowEqual);
