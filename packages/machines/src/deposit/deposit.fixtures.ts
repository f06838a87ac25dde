import { depositSettingsSchema, type DepositSettings } from '@his/shared/schemas/deposit';

/**
 * Deposit settings with two demo channels (a bank transfer with its house account, an
 * e-wallet): the deposit chart's model and the web tests' fake bff start from the same data.
 */
export const depositSettings: DepositSettings = depositSettingsSchema.parse({
  allowDeposit: 'Y',
  currency: 'USD',
  orderMinutes: 30,
  channels: [
    {
      id: 'BANK_TRANSFER',
      kind: 'bank',
      name: 'Bank transfer',
      minAmount: '10.00',
      maxAmount: '50000.00',
      bankAccount: { bankName: 'ABA Bank', accountName: 'HIS Ltd', accountNumber: '000 123 456' },
    },
    {
      id: 'EWALLET',
      kind: 'ewallet',
      name: 'E-wallet',
      minAmount: '5.00',
      maxAmount: '2000.00',
      bankAccount: null,
    },
  ],
});
