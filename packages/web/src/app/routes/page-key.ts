import type { en } from '@his/shared/i18n/en';

/** Pages named in SPEC §2 whose content arrives in later releases. */
export type PageKey = keyof typeof en.pages.titles;

/** Route `handle` of such a page. */
export interface PageHandle {
  page: PageKey;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'page' in handle &&
  typeof handle.page === 'string';
