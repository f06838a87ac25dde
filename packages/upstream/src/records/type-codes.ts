import type { TransactionTypeCode } from '@his/shared/schemas/records';
import { transactionTypeCodes } from '@his/shared/schemas/records';

/**
 * The one table from ledger transaction kinds (what the code posting money names them) to the
 * account record's stable type codes. A rule names a kind exactly or a family (`round` matches
 * `round.slot`, `round.crash.win`, …), and gives the code of a movement into the wallet and of
 * one out of it: a slot round is one transaction whose stake leaves (`BET`) and whose win comes
 * back (`PAYOUT`). A kind no rule names (an opening balance, a test's funding, a kind added
 * later without a rule) is `ADJUSTMENT`, so a new kind never breaks the record.
 */
interface KindRule {
  kind: string;
  family: boolean;
  credit: TransactionTypeCode;
  debit: TransactionTypeCode;
}

const both = (kind: string, code: TransactionTypeCode, family = false): KindRule => ({
  kind,
  family,
  credit: code,
  debit: code,
});

const rules: readonly KindRule[] = [
  both('deposit', 'DEPOSIT'),
  both('withdraw.hold', 'WITHDRAW_HOLD'),
  both('withdraw.return', 'WITHDRAW_RELEASE'),
  both('withdraw.payout', 'WITHDRAWAL'),
  { kind: 'transfer', family: true, credit: 'TRANSFER_IN', debit: 'TRANSFER_OUT' },
  { kind: 'round', family: true, credit: 'PAYOUT', debit: 'BET' },
  { kind: 'lottery', family: true, credit: 'PAYOUT', debit: 'BET' },
  both('bonus', 'BONUS', true),
  both('promotion', 'BONUS', true),
  both('rebate', 'REBATE', true),
  // Points converted to money (points/convert.ts): a reward, shown with the bonuses.
  both('points', 'BONUS', true),
  // Agent contracts' pay (agents/settlement.ts): in for the agent paid, out for the upline paying.
  both('salary', 'SALARY', true),
  both('dividend', 'DIVIDEND'),
  both('trial.credit', 'TRIAL_CREDIT'),
];

const fallback: TransactionTypeCode = 'ADJUSTMENT';

// The rules are constants of this file; checked here because they are written into SQL text.
const literal = (value: string) => {
  if (!/^[a-z.]+$/.test(value) && !(transactionTypeCodes as readonly string[]).includes(value)) {
    throw new Error(`not a safe literal: ${value}`);
  }
  return `'${value}'`;
};

/**
 * The SQL expression of an entry's type code, from the transaction's `kind` and the entry's
 * signed `amount_cents` (the column names given).
 */
export const typeCodeSql = (kind: string, amount: string): string => {
  const whens = rules.map((rule) => {
    const match = rule.family
      ? `(${kind} = ${literal(rule.kind)} OR ${kind} LIKE ${literal(`${rule.kind}.`)} || '%')`
      : `${kind} = ${literal(rule.kind)}`;
    const code =
      rule.credit === rule.debit
        ? literal(rule.credit)
        : `CASE WHEN ${amount} > 0 THEN ${literal(rule.credit)} ELSE ${literal(rule.debit)} END`;
    return `WHEN ${match} THEN ${code}`;
  });
  return `CASE ${whens.join(' ')} ELSE ${literal(fallback)} END`;
};
