import { BonusDetailsView } from '@/features/records/components/bonus-details.tsx';
import { loadBonusDetailsPage, type BonusDetailsStart } from '@/features/records/load-records.ts';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { start: BonusDetailsStart; load: number } | null = null;

export const load = async (): Promise<void> => {
  const start = await loadBonusDetailsPage();
  first = { start, load: (first?.load ?? 0) + 1 };
};

export const Page = () =>
  first ? <BonusDetailsView key={first.load} start={first.start} /> : null;
