import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import {
  balanceOf,
  centsOf,
  mainWalletTypeId,
  type TransferFieldErrors,
} from '@his/machines/wallet-transfer';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { AppActor } from '@/lib/actors.ts';
import { formatDecimal } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import type { MyWalletData } from '../load-my-wallet.ts';
import { useWalletTransfer } from '../wallet-transfer.actor.ts';
import styles from './my-wallet.module.css';

/**
 * My wallet on a multi-wallet site, on the `walletTransfer` chart: the main wallet and each
 * vendor's wallet with its name, a transfer (from, to, amount, "all" fills the source's
 * balance) and "recall all". The chart checks the fields and sends each move once under one
 * idempotency key; a move answers the wallets after it, and the header balance refreshes once.
 */
export const WalletTransfer = ({ data }: { data: MyWalletData }) => {
  const { t, i18n } = useTranslation('memberCenter');
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const id = useId();
  const app = AppActor.useActorRef();
  const chart = useWalletTransfer(data.view, () => app.send({ type: 'balance.refresh' }));
  const busy = useSelector(chart, (snapshot) => snapshot.hasTag('busy'));
  const state = useSelector(chart, (snapshot) => snapshot.value);
  const { wallets, fieldErrors, error, done } = useSelector(chart, (s) => s.context);
  const [from, setFrom] = useState(mainWalletTypeId);
  const [to, setTo] = useState(wallets.vendors[0]?.accountTypeId ?? mainWalletTypeId);
  const [amount, setAmount] = useState('');

  const { currency, currencySymbol } = data.wallets;
  const money = (decimal: string) => `${currencySymbol}${formatDecimal(decimal, language)}`;
  const nameOf = (id: number) =>
    id === mainWalletTypeId
      ? t('myWallet.main')
      : (wallets.vendors.find((vendor) => vendor.accountTypeId === id)?.name ??
        t('myWallet.wallet', { id }));
  const choices = [mainWalletTypeId, ...wallets.vendors.map((vendor) => vendor.accountTypeId)];
  const others = wallets.balances.filter((wallet) => wallet.accountTypeId !== mainWalletTypeId);
  const totalCents = wallets.balances.reduce((sum, wallet) => sum + centsOf(wallet.balance), 0n);
  const total = `${totalCents / 100n}.${String(totalCents % 100n).padStart(2, '0')}`;
  const problem = (field: keyof TransferFieldErrors) => {
    const found = fieldErrors[field];
    return found ? t(`myWallet.problem.${found}`) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    chart.send({ type: 'wallet.transfer', values: { from, to, amount } });
  };

  return (
    <div className={styles.wallet}>
      <h3 className={styles.title}>{t('pages.transferFund')}</h3>
      <section className={styles.main} aria-labelledby="my-wallet-main">
        <h4 id="my-wallet-main" className={styles.title}>
          {t('myWallet.main')}
        </h4>
        <span className={styles.amount} data-testid="main-wallet">
          {money(balanceOf(wallets, mainWalletTypeId))}
        </span>
        <p className={styles.muted}>{wallets.isSingle ? t('myWallet.singleNote') : currency}</p>
      </section>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('myWallet.transferTitle')}
      >
        <h4 className={styles.title}>{t('myWallet.transferTitle')}</h4>
        <div className={styles.pair}>
          <div className={styles.select}>
            <label htmlFor={`${id}-from`}>{t('myWallet.from')}</label>
            <select
              id={`${id}-from`}
              name="from"
              value={from}
              onChange={(event) => setFrom(Number(event.target.value))}
              aria-invalid={fieldErrors.from ? true : undefined}
            >
              {choices.map((id) => (
                <option key={id} value={id}>
                  {nameOf(id)}
                </option>
              ))}
            </select>
            {problem('from') && <span className={styles.hint}>{problem('from')}</span>}
          </div>
          <div className={styles.select}>
            <label htmlFor={`${id}-to`}>{t('myWallet.to')}</label>
            <select
              id={`${id}-to`}
              name="to"
              value={to}
              onChange={(event) => setTo(Number(event.target.value))}
              aria-invalid={fieldErrors.to ? true : undefined}
            >
              {choices.map((id) => (
                <option key={id} value={id}>
                  {nameOf(id)}
                </option>
              ))}
            </select>
            {problem('to') && <span className={styles.hint}>{problem('to')}</span>}
          </div>
        </div>
        <div className={styles.amountRow}>
          <TextField
            name="amount"
            label={t('myWallet.amount', { currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={problem('amount')}
          />
          <Button type="button" onClick={() => setAmount(balanceOf(wallets, from))}>
            {t('myWallet.all')}
          </Button>
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            disabled={busy}
            aria-busy={state === 'transferring'}
          >
            {state === 'transferring' ? t('myWallet.sending') : t('myWallet.submit')}
          </Button>
          <Button
            type="button"
            disabled={busy}
            aria-busy={state === 'recalling'}
            onClick={() => chart.send({ type: 'wallet.recallAll' })}
          >
            {state === 'recalling' ? t('myWallet.recalling') : t('myWallet.recallAll')}
          </Button>
          <Button
            type="button"
            variant="link"
            disabled={busy}
            aria-busy={state === 'refreshing'}
            onClick={() => chart.send({ type: 'wallet.refresh' })}
          >
            {t('myWallet.refresh')}
          </Button>
        </div>
        <FormFailure code={error} />
        {done && (
          <p role="status" className={styles.notice}>
            {done.kind === 'transfer'
              ? t('myWallet.done.transfer', { amount: money(done.amount) })
              : t('myWallet.done.recall', { amount: money(done.amount) })}
          </p>
        )}
      </form>
      <section aria-labelledby="my-wallet-vendors">
        <h4 id="my-wallet-vendors" className={styles.title}>
          {t('myWallet.vendors')}
        </h4>
        <ul className={styles.list} aria-labelledby="my-wallet-vendors">
          {others.map((wallet) => (
            <li key={wallet.accountTypeId} data-testid={`wallet-${wallet.accountTypeId}`}>
              <span className={styles.muted}>{nameOf(wallet.accountTypeId)}</span>
              <span className={styles.amount}>{money(wallet.balance)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t('myWallet.inhouseNote')}</p>
      </section>
      <p className={styles.muted} data-testid="wallets-total">
        {t('myWallet.total', { amount: money(total) })}
      </p>
    </div>
  );
};
