import { z } from 'zod';
import { text } from '../patterns.ts';

/**
 * An amount of money on the withdrawal calls: a decimal string with at most two decimals and
 * at most twelve integer digits (`"100"`, `"99.5"`, `"0.01"`), never a float, so no amount is
 * ever rounded on the way. Answers always carry two decimals (`"100.00"`).
 */
export const decimalAmountSchema = text().regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/, {
  error: 'a decimal string with at most two decimals',
});

/**
 * An amount a player asks to move: a decimal string above zero (`"0.01"` up), in the pattern
 * itself rather than a refinement, so the schema's JSON Schema says it too.
 */
export const positiveAmountSchema = text().regex(
  /^(0\.(0[1-9]|[1-9][0-9]?)|[1-9][0-9]{0,11}(\.[0-9]{1,2})?)$/,
  { error: 'a decimal string above zero with at most two decimals' },
);

/** The payment (withdrawal) password: six digits, as the platform's clients ask for it. */
export const paymentPasswordSchema = text().regex(/^[0-9]{6}$/, { error: 'six digits' });

const idSchema = z.number().int().min(1).max(2_147_483_647);
/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

export const setPaymentPasswordBodySchema = z
  .object({ password: paymentPasswordSchema, confirmPassword: paymentPasswordSchema })
  .strict();

export const changePaymentPasswordBodySchema = z
  .object({
    oldPassword: paymentPasswordSchema,
    newPassword: paymentPasswordSchema,
    confirmNewPassword: paymentPasswordSchema,
  })
  .strict();

/** A bank a card may belong to (`MCS2_withdrawBanks`). */
export const withdrawBankSchema = z.object({ code: text(), name: text() });
export const withdrawBanksSchema = z.array(withdrawBankSchema);

/** A member's bank card as answered: the account number only ever masked (`****5678`). */
export const bankCardSchema = z.object({
  id: idSchema,
  bankCode: text(),
  bankName: text(),
  accountName: text(),
  accountNumberMasked: text(),
  createdAt: epochMs,
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardsSchema = z.array(bankCardSchema);

export const addBankCardBodySchema = z
  .object({
    bankCode: text().regex(/^[A-Z0-9_]{2,16}$/),
    accountName: text().trim().min(1).max(64),
    accountNumber: text().regex(/^[0-9]{6,30}$/),
    password: paymentPasswordSchema,
  })
  .strict();

export const removeBankCardBodySchema = z
  .object({ bankCardId: idSchema, password: paymentPasswordSchema })
  .strict();

/** Where a member's payment password stands: set or not, and locked until when after 5 misses. */
export const paymentPasswordStateSchema = z.object({
  set: z.boolean(),
  failures: z.number().int().min(0),
  /** Epoch ms until which the password is locked; null when it is not. */
  lockedUntil: epochMs.nullable(),
});

/** `MCSFE_getWithdrawSettings` value: limits, today's use, balances and the lock state. */
export const withdrawSettingsSchema = z.object({
  minimumAmount: decimalAmountSchema,
  maximumAmount: decimalAmountSchema,
  dailyCountLimit: z.number().int().min(0),
  dailyCountUsed: z.number().int().min(0),
  dailyAmountLimit: decimalAmountSchema,
  dailyAmountUsed: decimalAmountSchema,
  /** The wallet as it is: pending withdrawals have already left it (they are held). */
  availableBalance: decimalAmountSchema,
  /** Held by withdrawals not finished yet (pending, released, under review). */
  pendingAmount: decimalAmountSchema,
  /** What remains once every pending withdrawal is paid: the available balance. */
  balanceAfterPending: decimalAmountSchema,
  /** Available plus held. */
  totalBalance: decimalAmountSchema,
  /** Minutes a released withdrawal waits for the player's receipt before counting as received. */
  confirmationMinutes: z.number().int().min(1),
  paymentPassword: paymentPasswordStateSchema,
  currency: text(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

export const withdrawBodySchema = z
  .object({
    amount: positiveAmountSchema,
    bankCardId: idSchema,
    password: paymentPasswordSchema,
  })
  .strict();

/**
 * A withdrawal's status. `pending` (held, waiting for the platform) → `rejected` (hold returned)
 * or `released` (paid out, waiting for the player's receipt) → `received`, `forcedReceived`
 * (unconfirmed past the deadline; never refunded) or `underReview` (not received, with proof)
 * → `paid` or `refunded` (hold returned).
 */
export const withdrawalStatuses = [
  'pending',
  'rejected',
  'released',
  'received',
  'forcedReceived',
  'underReview',
  'paid',
  'refunded',
] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalStepSchema = z.object({
  status: withdrawalStatusSchema,
  at: epochMs,
  reason: text().optional(),
});

export const withdrawalSchema = z.object({
  id: idSchema,
  amount: decimalAmountSchema,
  bankCard: z.object({ id: idSchema, bankName: text(), accountNumberMasked: text() }),
  status: withdrawalStatusSchema,
  createdAt: epochMs,
  /** While released: the end of the confirmation window (epoch ms); otherwise null. */
  deadline: epochMs.nullable(),
  /** Every step, oldest first. */
  timeline: z.array(withdrawalStepSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawReportQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const withdrawReportSchema = z.object({
  list: z.array(withdrawalSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});

/** Released withdrawals awaiting the player's receipt, with the server's time for countdowns. */
export const paymentConfirmationListSchema = z.object({
  now: epochMs,
  list: z.array(withdrawalSchema.extend({ deadline: epochMs })),
});

/**
 * A proof image: base64 (no `data:` prefix) of a PNG or JPEG of at most 5 MB. The upstream
 * checks the bytes themselves (signature and decoded size), not a name or a declared type.
 */
export const maxProofBytes = 5 * 1024 * 1024;
export const proofImageSchema = text()
  .max(Math.ceil(maxProofBytes / 3) * 4)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'base64' });

/**
 * The player's answer: received (no proofs) or not received with 1–3 proofs. A union rather
 * than a refinement, so the schema's JSON Schema states the rule too.
 */
export const processC2CBodySchema = z.union([
  z.object({ withdrawalId: idSchema, received: z.literal(true) }).strict(),
  z
    .object({
      withdrawalId: idSchema,
      received: z.literal(false),
      proofs: z.array(proofImageSchema).min(1).max(3),
    })
    .strict(),
]);

/**
 * Body limit of `processC2CTransaction` (bff and upstream): three proofs at their largest in
 * base64 plus the JSON around them. Every other call keeps the 64 KiB limit.
 */
export const proofBodyLimitBytes = 3 * (Math.ceil(maxProofBytes / 3) * 4) + 64 * 1024;
