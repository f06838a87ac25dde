import {
  bankCardSchema,
  withdrawalSchema,
  withdrawSettingsSchema,
  type BankCard,
  type Withdrawal,
  type WithdrawalStatus,
} from '@his/shared/schemas/withdraw';
import type { FakeBff, RecordedRequest, Reply } from './fake-bff.ts';
import { fail, ok } from './fake-bff.ts';

const fieldsOf = (request: RecordedRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)
    : {};

const cents = (amount: string): number => Math.round(Number(amount) * 100);
const decimal = (value: number): string => (value / 100).toFixed(2);

/**
 * The withdrawal side of the platform behind the fake bff, in memory: the payment password
 * (locked after five misses), bank cards, limits, withdrawals with their timelines and the
 * receipt answer. A money call's repeated Idempotency-Key answers its first result. Tests read
 * and change the fields directly (`release` a withdrawal, `now` the server's clock).
 */
export class WalletBff {
  now = Date.UTC(2026, 10, 27, 6, 0, 0);
  password: string | null = null;
  failures = 0;
  lockedUntil: number | null = null;
  availableCents = 100_000;
  confirmationMinutes = 30;
  cards: BankCard[] = [];
  withdrawals: Withdrawal[] = [];
  readonly banks = [
    { code: 'ABA', name: 'ABA Bank' },
    { code: 'ACLEDA', name: 'ACLEDA Bank' },
  ];
  private readonly answered = new Map<string, Reply>();

  constructor(bff: FakeBff) {
    bff.on('GET', '/wps/relay/MCSFE_getWithdrawSettings', () => ok(this.settings()));
    bff.on('GET', '/wps/relay/MCS2_bankCards', () => ok(this.cards));
    bff.on('GET', '/wps/relay/MCS2_withdrawBanks', () => ok(this.banks));
    bff.on('GET', '/wps/member/hasWithdrawalPassword', () => ok(this.password !== null));
    bff.on('GET', '/wps/relay/MCS2_WithdrawTransactionReport', (request) => {
      const page = Number(request.query.get('page') ?? '1');
      const pageSize = Number(request.query.get('pageSize') ?? '20');
      return ok({
        list: [...this.withdrawals].reverse().slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: this.withdrawals.length,
      });
    });
    bff.on('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', () =>
      ok({ now: this.now, list: this.withdrawals.filter((w) => w.status === 'released') }),
    );
    bff.on('PUT', '/wps/member/paymentPassword', (request) => {
      const { password } = fieldsOf(request);
      if (this.password !== null) return fail('payment.password.exists', 400);
      this.password = String(password);
      return ok(null);
    });
    bff.on('POST', '/wps/member/paymentPassword', (request) => {
      const { oldPassword, newPassword } = fieldsOf(request);
      return this.checked(String(oldPassword), () => {
        this.password = String(newPassword);
        return ok(null);
      });
    });
    bff.on('PUT', '/wps/member/bankCard', (request) =>
      this.once(request, () => {
        const body = fieldsOf(request);
        return this.checked(String(body.password), () => {
          const number = String(body.accountNumber);
          const bank = this.banks.find((b) => b.code === body.bankCode);
          this.cards.push(
            bankCardSchema.parse({
              id: this.cards.length + 1,
              bankCode: body.bankCode,
              bankName: bank?.name ?? 'Bank',
              accountName: body.accountName,
              accountNumberMasked: `****${number.slice(-4)}`,
              createdAt: this.now,
            }),
          );
          return ok(this.cards);
        });
      }),
    );
    bff.on('DELETE', '/wps/member/bankCard', (request) =>
      this.once(request, () => {
        const body = fieldsOf(request);
        return this.checked(String(body.password), () => {
          this.cards = this.cards.filter((card) => card.id !== body.bankCardId);
          return ok(this.cards);
        });
      }),
    );
    bff.on('POST', '/wps/transaction/withdraw', (request) =>
      this.once(request, () => {
        const body = fieldsOf(request);
        return this.checked(String(body.password), () => {
          const card = this.cards.find((c) => c.id === body.bankCardId);
          if (!card) return fail('bank.card.not.found', 400);
          const amount = cents(String(body.amount));
          if (amount > this.availableCents) return fail('withdraw.amount.max', 400);
          this.availableCents -= amount;
          const withdrawal = withdrawalSchema.parse({
            id: this.withdrawals.length + 1,
            amount: decimal(amount),
            bankCard: {
              id: card.id,
              bankName: card.bankName,
              accountNumberMasked: card.accountNumberMasked,
            },
            status: 'pending',
            createdAt: this.now,
            deadline: null,
            timeline: [{ status: 'pending', at: this.now }],
          });
          this.withdrawals.push(withdrawal);
          return ok(withdrawal);
        });
      }),
    );
    bff.on('POST', '/wps/relay/MCSFE_processC2CTransaction', (request) =>
      this.once(request, () => {
        const body = fieldsOf(request);
        const withdrawal = this.withdrawals.find((w) => w.id === body.withdrawalId);
        if (!withdrawal) return fail('withdrawal.not.found', 400);
        if (withdrawal.status !== 'released') return fail('withdrawal.not.awaiting', 409);
        this.step(withdrawal, body.received === true ? 'received' : 'underReview');
        return ok(withdrawal);
      }),
    );
  }

  /** Moves a withdrawal on, with a step in its timeline (a release opens its confirmation window). */
  step(withdrawal: Withdrawal, status: WithdrawalStatus, reason?: string): void {
    withdrawal.status = status;
    withdrawal.deadline =
      status === 'released' ? this.now + this.confirmationMinutes * 60_000 : null;
    withdrawal.timeline.push({ status, at: this.now, ...(reason ? { reason } : {}) });
  }

  private settings() {
    const pending = this.withdrawals
      .filter((w) => ['pending', 'released', 'underReview'].includes(w.status))
      .reduce((sum, w) => sum + cents(w.amount), 0);
    return withdrawSettingsSchema.parse({
      minimumAmount: '10.00',
      maximumAmount: '5000.00',
      dailyCountLimit: 5,
      dailyCountUsed: this.withdrawals.length,
      dailyAmountLimit: '20000.00',
      dailyAmountUsed: decimal(this.withdrawals.reduce((sum, w) => sum + cents(w.amount), 0)),
      availableBalance: decimal(this.availableCents),
      pendingAmount: decimal(pending),
      balanceAfterPending: decimal(this.availableCents),
      totalBalance: decimal(this.availableCents + pending),
      confirmationMinutes: this.confirmationMinutes,
      paymentPassword: {
        set: this.password !== null,
        failures: this.failures,
        lockedUntil: this.lockedUntil,
      },
      currency: 'USD',
    });
  }

  /** The payment password's check: five misses lock it for 15 minutes. */
  private checked(password: string, then: () => Reply): Reply {
    if (this.password === null) return fail('not.exists.payment.password', 400);
    if (this.lockedUntil !== null) {
      return fail('payment.password.locked', 429, { lockedUntil: this.lockedUntil });
    }
    if (password !== this.password) {
      this.failures += 1;
      if (this.failures >= 5) {
        this.lockedUntil = this.now + 15 * 60_000;
        return fail('payment.password.locked', 429, { lockedUntil: this.lockedUntil });
      }
      return fail('invalid.payment.pw', 400, { remaining: 5 - this.failures });
    }
    this.failures = 0;
    return then();
  }

  /** A money call: a repeated key answers the first result and moves nothing. */
  private once(request: RecordedRequest, run: () => Reply): Reply {
    const key = request.headers.get('Idempotency-Key');
    if (!key) return fail('request_param_err', 400);
    const first = this.answered.get(key);
    if (first) return first;
    const reply = run();
    this.answered.set(key, reply);
    return reply;
  }
}
