import type { DepositChannel, DepositOrder, DepositSettings } from '@his/shared/schemas/deposit';

/** What the deposit page starts from: the platform's settings and the member's latest orders. */
export interface DepositInput {
  settings: DepositSettings;
  recent: DepositOrder[];
  /**
   * A random prefix the web draws once per page: submission n sends the idempotency key
   * `<orderKey>-<n>`, so a double click makes one order and a retry of the same order sends the
   * same key again.
   */
  orderKey: string;
}

/** Why an amount is not sent: not a decimal with at most two decimals, or outside the limits. */
export type AmountProblem = 'format' | 'min' | 'max';

/** The `depositCreate` call's body and key. */
export interface CreateOrderInput {
  channelId: string;
  amount: string;
  idempotencyKey: string;
}

const amountPattern = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/**
 * Cents of a decimal string ("100.5" → 10050), or null when it is not one with at most two
 * decimals. Whole units and cents are read as integers, so no float ever carries the amount.
 */
export const centsOf = (amount: string): number | null => {
  const trimmed = amount.trim();
  const match = amountPattern.exec(trimmed);
  if (!match) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * The amount as sent ("100.5" stays "100.5", " 20 " becomes "20"), checked against the channel's
 * limits before sending; the server checks them again.
 */
export const amountProblemOf = (channel: DepositChannel, amount: string): AmountProblem | null => {
  const cents = centsOf(amount);
  if (cents === null || cents === 0) return 'format';
  if (cents < (centsOf(channel.minAmount) ?? 0)) return 'min';
  if (cents > (centsOf(channel.maxAmount) ?? 0)) return 'max';
  return null;
};

/** The order in the list of recent orders: a new one first, a known one replaced in place. */
export const withOrder = (recent: readonly DepositOrder[], order: DepositOrder): DepositOrder[] =>
  recent.some((known) => known.id === order.id)
    ? recent.map((known) => (known.id === order.id ? order : known))
    : [order, ...recent];
