import { z } from 'zod';
import { moneySchema } from '@his/shared/schemas/wallet';

/** The largest stake of one round or lottery bet: 10,000.00. */
export const maxStakeCents = 1_000_000n;

/** A stake as the page sends it: a positive amount with at most two decimals. */
export const stakeSchema = moneySchema.positive().max(Number(maxStakeCents) / 100);

/** An amount with at most two decimals to exact cents. */
export const toCents = (amount: number): bigint => BigInt(Math.round(amount * 100));

/** The client's id of a round or bet (idempotency): letters, digits, `-` and `_`. */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
