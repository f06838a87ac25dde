import { z } from 'zod';
import type { Texts } from '../db/content-rows.ts';
import { ApiError } from './api-error.ts';
import { parseInput } from './input.ts';

// Input of the QA controls that write content (announcements, banners, help items, site
// resources; issue 17): one way to give texts, ids and addresses, and to refuse.

/** One text for every language, or one per language (`{ EN, KM, CN }`), checked alike. */
export const inEveryLanguage = <S extends z.ZodType<Texts, Texts>>(each: S) =>
  z.union([
    z
      .string()
      .transform((one) => ({ EN: one, KM: one, CN: one }))
      .pipe(each),
    each,
  ]);

const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/) }).strict();

/** The `:id` of a content row's address; an id no row can have is `not.found`. */
export const idOf = (params: unknown): number => {
  const id = Number(parseInput(idParams, params).id);
  if (id > 2_147_483_647) throw new ApiError('not.found');
  return id;
};

/** Refuses the input, naming the fields at fault (`request_param_err`). */
export const refuse = (...fields: string[]): never => {
  throw new ApiError('request_param_err', { fields });
};

/** A site path (`/promotions`, `/noticePage?id=3`, `/helpmc#terms`). */
export const sitePath = /^\/(?!\/)[A-Za-z0-9\-._~/?=&#%]*$/;

/** An https address of another site. */
export const isHttpsAddress = (url: string): boolean =>
  URL.canParse(url) && new URL(url).protocol === 'https:';
