import type { DepositOrder, DepositSettings } from '@his/shared/schemas/deposit';
import { loadDepositOrders } from './api/load-deposit-orders.ts';
import { loadDepositSettings } from './api/load-deposit-settings.ts';

/** What the deposit page shows first: the channels and the member's latest orders. */
export interface DepositStart {
  settings: DepositSettings;
  recent: DepositOrder[];
}

/** The deposit page's first data (the member center awaits it before showing the page). */
export const loadDepositPage = async (): Promise<DepositStart> => {
  const [settings, recent] = await Promise.all([loadDepositSettings(), loadDepositOrders()]);
  return { settings, recent };
};
