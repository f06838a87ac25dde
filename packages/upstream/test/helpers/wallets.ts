import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { get, send } from './upstream.ts';
import { newKey, qaPost } from './withdrawals.ts';

type Headers = Record<string, string>;

/** Switches the merchant's wallet mode; answers the vendor wallet types. */
export const setWalletMode = async (app: FastifyInstance, mode: 'single' | 'multi') => {
  const response = await qaPost(app, '/qa/wallets/mode', { mode });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<{ wallets: { accountTypeId: number; vendorCode: string; name: string }[] }>()
    .wallets;
};

/** A transfer between two wallets of the member (JSON, with a fresh key unless one is given). */
export const walletTransfer = (
  app: FastifyInstance,
  auth: Headers,
  body: Record<string, unknown>,
  key: string = newKey(),
): Promise<LightMyRequestResponse> =>
  send(app, 'POST', '/wps/relay/GCS_walletTransfer', body, { ...auth, 'Idempotency-Key': key });

export const recallAll = (
  app: FastifyInstance,
  auth: Headers,
  key: string = newKey(),
): Promise<LightMyRequestResponse> =>
  send(app, 'POST', '/wps/relay/GCS_walletRecallAll', {}, { ...auth, 'Idempotency-Key': key });

/** The member's wallets as the ledger holds them (QA control), balances as decimal strings. */
export const qaWallets = async (app: FastifyInstance, account: string) =>
  (await get(app, `/qa/wallets?account=${account}`)).json<{
    total: string;
    wallets: { accountTypeId: number; balance: string }[];
  }>();
