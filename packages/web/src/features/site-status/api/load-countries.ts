import type { Country } from '@his/shared/schemas/system';
import { callApi } from '@/lib/api.ts';

/** `GET /wps/system/country`: countries and dialling codes for phone fields. */
export const loadCountries = (): Promise<Country[]> => callApi('countryList');
