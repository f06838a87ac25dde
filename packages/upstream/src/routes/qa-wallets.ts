import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByAccount } from '../members/members.ts';
import { setWalletMode, vendorWallets, walletModes } from '../wallets/mode.ts';
import { memberWalletCents } from '../wallets/transfer.ts';

const modeBody = z.object({ mode: z.enum(walletModes) }).strict();
const accountQuery = z.object({ account: z.string().trim().min(1).max(64) }).strict();

const bodyOf = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
  parseInput(schema, readBody(request.body, 'json'));

/**
 * QA controls of the wallets (issue 14): switch the merchant between a single wallet and one
 * wallet per vendor (`GCS_merchantWallet`), and read a member's wallets as the ledger holds
 * them. The reset puts the merchant back to single.
 */
export const qaWalletRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db } = services;

  app.post('/qa/wallets/mode', async (request) => {
    const { mode } = bodyOf(modeBody, request);
    const { id } = await merchant();
    await setWalletMode(db, id, mode);
    return { mode, wallets: await vendorWallets(db, id) };
  });

  app.get('/qa/wallets', async (request) => {
    const { account } = parseInput(accountQuery, request.query);
    const { id } = await merchant();
    const member = await findMemberByAccount(db, id, account);
    if (!member) throw new ApiError('not.found');
    const wallets = await memberWalletCents(db, id, member.id);
    return {
      account: member.account,
      total: centsToDecimal(wallets.reduce((sum, w) => sum + w.cents, 0n)),
      wallets: wallets.map((w) => ({
        accountTypeId: w.accountTypeId,
        balance: centsToDecimal(w.cents),
      })),
    };
  });
};
