import type { BankCard } from '@his/shared/schemas/withdraw';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

/** The banks a card may belong to (`MCS2_withdrawBanks`): Cambodian banks, fixed here. */
export const withdrawBanks = [
  { code: 'ABA', name: 'ABA Bank' },
  { code: 'ACLEDA', name: 'ACLEDA Bank' },
  { code: 'WING', name: 'Wing Bank' },
  { code: 'CANADIA', name: 'Canadia Bank' },
  { code: 'PRINCE', name: 'Prince Bank' },
] as const;

export const bankName = (code: string): string =>
  withdrawBanks.find((bank) => bank.code === code)?.name ?? code;

/** Every digit but the last four hidden: the full number never leaves the upstream. */
export const maskAccountNumber = (number: string): string => `****${number.slice(-4)}`;

/** Live cards a member may hold at once. */
const maxCards = 5;

interface CardRow {
  id: number;
  bankCode: string;
  accountName: string;
  accountNumber: string;
  createdAt: Date;
}

const toCard = (row: CardRow): BankCard => ({
  id: row.id,
  bankCode: row.bankCode,
  bankName: bankName(row.bankCode),
  accountName: row.accountName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  createdAt: row.createdAt.getTime(),
});

const cardColumns = `id, bank_code AS "bankCode", account_name AS "accountName",
  account_number AS "accountNumber", created_at AS "createdAt"`;

export const listBankCards = async (q: Queryable, memberId: number): Promise<BankCard[]> =>
  (
    await q.query<CardRow>(
      `SELECT ${cardColumns} FROM bank_cards
        WHERE member_id = $1 AND removed_at IS NULL ORDER BY id`,
      [memberId],
    )
  ).map(toCard);

/** A live card of this member, or `bank.card.not.found` (another member's card included). */
export const ownBankCard = async (
  q: Queryable,
  memberId: number,
  cardId: number,
): Promise<BankCard> => {
  const [row] = await q.query<CardRow>(
    `SELECT ${cardColumns} FROM bank_cards WHERE id = $1 AND member_id = $2 AND removed_at IS NULL`,
    [cardId, memberId],
  );
  if (!row) throw new ApiError('bank.card.not.found');
  return toCard(row);
};

export const addBankCard = async (
  q: Queryable,
  card: {
    merchantId: number;
    memberId: number;
    bankCode: string;
    accountName: string;
    accountNumber: string;
  },
  now: Date,
): Promise<BankCard[]> => {
  if (!withdrawBanks.some((bank) => bank.code === card.bankCode)) {
    throw new ApiError('request_param_err', { fields: ['bankCode'] });
  }
  // The member's cards are counted under a lock of the member's row: two adds at once cannot
  // both pass the limit.
  await q.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [card.memberId]);
  const cards = await listBankCards(q, card.memberId);
  if (cards.length >= maxCards) throw new ApiError('request_param_err', { fields: ['bankCardId'] });
  const added = await q.query(
    `INSERT INTO bank_cards (merchant_id, member_id, bank_code, account_name, account_number, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [card.merchantId, card.memberId, card.bankCode, card.accountName, card.accountNumber, now],
  );
  if (added.length === 0) throw new ApiError('bank.card.exists');
  return listBankCards(q, card.memberId);
};

export const removeBankCard = async (
  q: Queryable,
  memberId: number,
  cardId: number,
  now: Date,
): Promise<BankCard[]> => {
  const removed = await q.query(
    `UPDATE bank_cards SET removed_at = $3
      WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id`,
    [cardId, memberId, now],
  );
  if (removed.length === 0) throw new ApiError('bank.card.not.found');
  return listBankCards(q, memberId);
};
