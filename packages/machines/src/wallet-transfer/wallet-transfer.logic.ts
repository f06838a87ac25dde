/** The main wallet's type id (UPSTREAM.md §4.2). */
export const mainWalletTypeId = 2;

/** A wallet of the member: its type id and balance as a decimal string (never a float). */
export interface WalletBalance {
  accountTypeId: number;
  balance: string;
}

/** The wallets the page shows: single or multi, the vendor wallets' names, every balance. */
export interface WalletsView {
  isSingle: boolean;
  /** Vendor wallets by type id, with their names (empty on a single-wallet site). */
  vendors: readonly { accountTypeId: number; name: string }[];
  balances: readonly WalletBalance[];
}

/** What the player typed in the transfer form. */
export interface TransferValues {
  from: number;
  to: number;
  /** Decimal string as typed. */
  amount: string;
}

/** Input of the chart: the first data the page loaded and a random form key. */
export interface WalletTransferInput {
  /**
   * Drawn by the web when the page shows: action n sends the idempotency key `<formKey>-<n>`, so
   * a double click sends once and a retry of the same move reuses its key.
   */
  formKey: string;
  wallets: WalletsView;
}

/** One move sent: a transfer with its body, or "recall all", under its key. */
export type WalletMove =
  | { kind: 'transfer'; body: TransferValues; idempotencyKey: string }
  | { kind: 'recall'; idempotencyKey: string };

/** What a move answers: the amount moved and every wallet after it. */
export interface MoveResult {
  amount: string;
  balances: readonly WalletBalance[];
}

/** Why a field cannot be sent; the web shows `myWallet.problem.<problem>`. */
export type TransferFieldProblem = 'required' | 'same' | 'mainOnly' | 'amount' | 'exceeds';
export type TransferFieldErrors = Partial<Record<keyof TransferValues, TransferFieldProblem>>;

const amountPattern = /^(0\.(0[1-9]|[1-9][0-9]?)|[1-9][0-9]{0,11}(\.[0-9]{1,2})?)$/;

/** A decimal string (`"12.5"`) as integer cents, without a float. */
export const centsOf = (amount: string): bigint => {
  const [units = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

const walletIds = (wallets: WalletsView): number[] => [
  mainWalletTypeId,
  ...wallets.vendors.map((vendor) => vendor.accountTypeId),
];

/** The balance of a wallet, `"0.00"` for one the platform has not listed. */
export const balanceOf = (wallets: WalletsView, accountTypeId: number): string =>
  wallets.balances.find((wallet) => wallet.accountTypeId === accountTypeId)?.balance ?? '0.00';

/**
 * The fields' problems before sending (the platform's rules): two known, different wallets,
 * one of them the main wallet, an amount above zero with at most two decimals that the source
 * wallet holds.
 */
export const checkTransferValues = (
  values: TransferValues,
  wallets: WalletsView,
): TransferFieldErrors => {
  const errors: TransferFieldErrors = {};
  const known = walletIds(wallets);
  if (!known.includes(values.from)) errors.from = 'required';
  if (!known.includes(values.to)) errors.to = 'required';
  else if (values.to === values.from) errors.to = 'same';
  else if (values.from !== mainWalletTypeId && values.to !== mainWalletTypeId) {
    errors.to = 'mainOnly';
  }
  if (!amountPattern.test(values.amount.trim())) errors.amount = 'amount';
  else if (
    errors.from === undefined &&
    centsOf(values.amount) > centsOf(balanceOf(wallets, values.from))
  ) {
    errors.amount = 'exceeds';
  }
  return errors;
};

/**
 * Failures after which the server may have made the move (no answer, a 5xx): the same move
 * again must reuse the key, so a repeat answers the first result and moves nothing.
 */
const unsettledCodes = new Set([
  'network.error',
  'internal.error',
  'upstream.bad.answer',
  'upstream.timeout',
  'upstream.unavailable',
]);

export const mayHaveMoved = (code: string): boolean => unsettledCodes.has(code);

/** Whether a new move is the kept one again (same kind, same wallets and amount). */
export const sameMove = (
  kept: WalletMove,
  next: { kind: 'transfer'; body: TransferValues } | { kind: 'recall' },
): boolean => {
  if (kept.kind === 'recall' || next.kind === 'recall') return kept.kind === next.kind;
  return (
    kept.body.from === next.body.from &&
    kept.body.to === next.body.to &&
    kept.body.amount.trim() === next.body.amount.trim()
  );
};
