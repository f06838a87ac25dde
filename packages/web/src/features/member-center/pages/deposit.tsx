import { DepositFlow } from '@/features/deposit/components/deposit-flow.tsx';
import { loadDepositPage, type DepositStart } from '@/features/deposit/load-deposit-page.ts';

// The first data, read before the page shows; each load is a new page (its `key`), so a center
// opened again starts a new deposit from fresh settings and orders.
let first: { start: DepositStart; load: number } | null = null;

export const load = async (): Promise<void> => {
  const start = await loadDepositPage();
  first = { start, load: (first?.load ?? 0) + 1 };
};

export const Page = () => (first ? <DepositFlow key={first.load} start={first.start} /> : null);
