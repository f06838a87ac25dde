import { BettingRecordView } from '@/features/records/components/betting-record.tsx';
import { loadBettingRecordPage, type BettingRecordStart } from '@/features/records/load-records.ts';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { start: BettingRecordStart; load: number } | null = null;

export const load = async (): Promise<void> => {
  const start = await loadBettingRecordPage();
  first = { start, load: (first?.load ?? 0) + 1 };
};

export const Page = () =>
  first ? <BettingRecordView key={first.load} start={first.start} /> : null;
