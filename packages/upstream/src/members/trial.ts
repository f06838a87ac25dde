import { randomInt } from 'node:crypto';
import { trialAccountType } from '@his/shared/constants';
import type { LoginValue } from '@his/shared/schemas/session';
import { bumpCounter } from '../auth/attempt-counters.ts';
import { requireOpenSite } from '../auth/login.ts';
import { createSession } from '../auth/tokens.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import { createMemberWallet, houseAccountId } from '../ledger/accounts.ts';
import { unitsToCents } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { readSiteState } from '../merchants/site-state.ts';
import { trialBalanceUnits } from '../seed/demo-members.ts';
import { insertMember } from './members.ts';

const suffixAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
const suffix = () => Array.from({ length: 6 }, () => suffixAlphabet[randomInt(36)]).join('');
const hourMs = 3_600_000;

const insertTrialMember = async (tx: Queryable, merchantId: number, now: Date) => {
  // 36^6 names: a clash is rare, and a few retries make failing practically impossible.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const account = `trial_${suffix()}`;
    const id = await insertMember(tx, {
      merchantId,
      account,
      nickname: account,
      type: trialAccountType,
      passwordHash: null,
      firstLogin: false,
      regDate: now,
    });
    if (id !== null) return { id, account };
  }
  throw new Error('could not find a free trial account name');
};

/**
 * Free play: a new trial account (type 4) with demo credit from the house trial account and a
 * token, all in one transaction, so a failure leaves no account without money or money without
 * an account. Each client IP may create `FREEPLAY_PER_IP_PER_HOUR` accounts per hour.
 */
export const createTrialAccount = async (
  services: Services,
  merchant: Merchant,
  ip: string,
  now: Date,
): Promise<LoginValue> => {
  const { db, config } = services;
  requireOpenSite(await readSiteState(db, merchant.id));
  return db.transaction(async (tx) => {
    if (config.freePlayPerIpPerHour > 0) {
      const used = await bumpCounter(
        tx,
        { merchantId: merchant.id, scope: 'freeplay-ip', key: ip },
        now,
        hourMs,
        2_147_483_647,
      );
      if (used.count > config.freePlayPerIpPerHour) throw new ApiError('TOO_MANY_REQUESTS');
    }
    const member = await insertTrialMember(tx, merchant.id, now);
    const wallet = await createMemberWallet(tx, merchant.id, member.id, merchant.currency, now);
    const credit = unitsToCents(trialBalanceUnits);
    await postTransaction(tx, {
      merchantId: merchant.id,
      kind: 'trial.credit',
      idempotencyKey: `trial:credit:${member.id}`,
      memo: 'free play demo credit',
      legs: [
        { accountId: await houseAccountId(tx, merchant.id, 'trial'), amountCents: -credit },
        { accountId: wallet, amountCents: credit },
      ],
      now,
    });
    const token = await createSession(tx, {
      memberId: member.id,
      now,
      ttlMinutes: config.tokenTtlMinutes,
      ip,
    });
    return {
      token,
      firstTimeLogin: false,
      passwordExpired: false,
      userName: member.account,
      id: member.id,
      customerType: trialAccountType,
    };
  });
};
