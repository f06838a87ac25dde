/** What the player typed in the withdraw form. */
export interface WithdrawValues {
  bankCardId: number;
  /** Decimal string as typed (never a float). */
  amount: string;
  password: string;
}

/** Input of the withdraw form's chart. */
export interface WithdrawFormInput {
  /**
   * A random prefix the web draws when the form shows: submission n sends the idempotency key
   * `<formKey>-<n>`, so a double click sends once and a retry of the same withdrawal reuses its
   * key.
   */
  formKey: string;
  /** The member's bank card ids (a submission must name one of them). */
  bankCardIds: readonly number[];
}

/** The `withdraw` call's body and key. */
export interface WithdrawRequest {
  body: WithdrawValues;
  idempotencyKey: string;
}

/** Why a field cannot be sent; the web shows `wallet.validation.<problem>`. */
export type WithdrawFieldProblem = 'required' | 'amount' | 'sixDigits';
export type WithdrawFieldErrors = Partial<Record<keyof WithdrawValues, WithdrawFieldProblem>>;

const amountPattern = /^(0\.(0[1-9]|[1-9][0-9]?)|[1-9][0-9]{0,11}(\.[0-9]{1,2})?)$/;

/** The fields' problems before sending (the schema's rules: a card, an amount, six digits). */
export const checkWithdrawValues = (
  values: WithdrawValues,
  bankCardIds: readonly number[],
): WithdrawFieldErrors => {
  const errors: WithdrawFieldErrors = {};
  if (!bankCardIds.includes(values.bankCardId)) errors.bankCardId = 'required';
  if (!amountPattern.test(values.amount.trim())) errors.amount = 'amount';
  if (!/^[0-9]{6}$/.test(values.password)) errors.password = 'sixDigits';
  return errors;
};

/**
 * Failures after which the server may have taken the withdrawal (no answer, a 5xx): the same
 * withdrawal again must reuse the key, so a repeat answers the first result and moves nothing.
 */
const unsettledCodes = new Set([
  'network.error',
  'internal.error',
  'upstream.bad.answer',
  'upstream.timeout',
  'upstream.unavailable',
]);

export const mayHaveBeenTaken = (code: string): boolean => unsettledCodes.has(code);

/** Whether two submissions are the same withdrawal (same card, amount and password). */
export const sameWithdrawal = (a: WithdrawValues, b: WithdrawValues): boolean =>
  a.bankCardId === b.bankCardId && a.amount.trim() === b.amount.trim() && a.password === b.password;
