import type { PointsStrings } from '@/lib/points-i18n/en.ts';
import { pointsEn } from '@/lib/points-i18n/en.ts';

type Category = keyof PointsStrings['categories'];

/** Whether the catalogue names this category (a category added later shows as its code). */
export const isNamedCategory = (code: string): code is Category =>
  Object.hasOwn(pointsEn.categories, code);
