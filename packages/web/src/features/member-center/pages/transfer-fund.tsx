import { MyWallet } from '@/features/my-wallet/components/my-wallet.tsx';
import { loadMyWallet, type MyWalletData } from '@/features/my-wallet/load-my-wallet.ts';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { data: MyWalletData; load: number } | null = null;

export const load = async (): Promise<void> => {
  const data = await loadMyWallet();
  first = { data, load: (first?.load ?? 0) + 1 };
};

export const Page = () => (first ? <MyWallet key={first.load} data={first.data} /> : null);
