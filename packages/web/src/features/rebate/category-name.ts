import type { CashbackStrings } from '@/lib/member-center-i18n/cashback-strings.ts';
import { cashbackEn } from '@/lib/member-center-i18n/cashback-strings.ts';

type Category = keyof CashbackStrings['categories'];

/** Whether the catalogue names this category (a category added later shows as its code). */
export const isNamedCategory = (code: string): code is Category =>
  Object.hasOwn(cashbackEn.categories, code);
