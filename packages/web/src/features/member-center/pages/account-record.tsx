import { AccountRecordView } from '@/features/records/components/account-record.tsx';
import { loadAccountRecordPage, type AccountRecordStart } from '@/features/records/load-records.ts';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { start: AccountRecordStart; load: number } | null = null;

export const load = async (): Promise<void> => {
  const start = await loadAccountRecordPage();
  first = { start, load: (first?.load ?? 0) + 1 };
};

export const Page = () =>
  first ? <AccountRecordView key={first.load} start={first.start} /> : null;
