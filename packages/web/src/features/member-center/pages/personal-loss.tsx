import { PersonalLossView } from '@/features/records/components/personal-loss.tsx';
import { loadPersonalLossPage, type PersonalLossStart } from '@/features/records/load-records.ts';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { start: PersonalLossStart; load: number } | null = null;

export const load = async (): Promise<void> => {
  const start = await loadPersonalLossPage();
  first = { start, load: (first?.load ?? 0) + 1 };
};

export const Page = () =>
  first ? <PersonalLossView key={first.load} start={first.start} /> : null;
