import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '@his/shared/schemas/withdraw';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { addBankCard } from '../api/add-bank-card.ts';
import { removeBankCard } from '../api/remove-bank-card.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { fieldOf, isSixDigits } from '../validation.ts';
import type { WithdrawBank } from '../wallet-data.ts';
import { WalletFailure } from './wallet-failure.tsx';
import styles from './wallet.module.css';

const passwordInput = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 6,
} as const;

/** One card, masked, with its removal behind the payment password. */
const CardRow = ({ card, onCards }: { card: BankCard; onCards: (cards: BankCard[]) => void }) => {
  const { t } = useTranslation('memberCenter');
  const [removing, setRemoving] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const submission = useMoneySubmission(removeBankCard, onCards);
  const label = `${card.bankName} ${card.accountNumberMasked}`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = fieldOf(new FormData(event.currentTarget), 'password');
    setInvalid(!isSixDigits(password));
    if (isSixDigits(password)) void submission.submit({ bankCardId: card.id, password });
  };
  return (
    <li className={styles.card}>
      <div>
        <strong>{card.bankName}</strong>
        <span>
          {card.accountName} · {card.accountNumberMasked}
        </span>
      </div>
      {removing ? (
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={t('wallet.cards.removeCard', { card: label })}
        >
          <TextField
            {...passwordInput}
            name="password"
            label={t('wallet.paymentPassword.password')}
            error={invalid ? t('wallet.validation.sixDigits') : undefined}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              variant="primary"
              disabled={submission.busy}
              aria-busy={submission.busy}
            >
              {t('wallet.cards.remove')}
            </Button>
            <Button onClick={() => setRemoving(false)}>{t('wallet.cards.cancel')}</Button>
          </div>
          <WalletFailure error={submission.error} />
        </form>
      ) : (
        <Button
          aria-label={t('wallet.cards.removeCard', { card: label })}
          onClick={() => setRemoving(true)}
        >
          {t('wallet.cards.remove')}
        </Button>
      )}
    </li>
  );
};

type AddField = 'bankCode' | 'accountName' | 'accountNumber' | 'password';

/** The new card's form: bank, account name and number, and the payment password. */
const AddCardForm = ({
  banks,
  onCards,
}: {
  banks: WithdrawBank[];
  onCards: (cards: BankCard[]) => void;
}) => {
  const { t } = useTranslation('memberCenter');
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<AddField, string>>>({});
  const submission = useMoneySubmission(addBankCard, (cards: BankCard[]) => {
    formRef.current?.reset();
    onCards(cards);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      bankCode: fieldOf(form, 'bankCode'),
      accountName: fieldOf(form, 'accountName'),
      accountNumber: fieldOf(form, 'accountNumber').replace(/\s/g, ''),
      password: fieldOf(form, 'password'),
    };
    const found: Partial<Record<AddField, string>> = {};
    if (!body.bankCode) found.bankCode = t('wallet.validation.required');
    if (!body.accountName) found.accountName = t('wallet.validation.required');
    if (!/^[0-9]{6,30}$/.test(body.accountNumber)) {
      found.accountNumber = t('wallet.validation.accountNumber');
    }
    if (!isSixDigits(body.password)) found.password = t('wallet.validation.sixDigits');
    setErrors(found);
    if (Object.keys(found).length === 0) void submission.submit(body);
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('wallet.cards.add')}
    >
      <label className={styles.select}>
        {t('wallet.cards.bank')}
        <select name="bankCode" defaultValue="" aria-invalid={errors.bankCode ? true : undefined}>
          <option value="" disabled>
            {t('wallet.cards.chooseBank')}
          </option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {errors.bankCode && <span className={styles.hint}>{errors.bankCode}</span>}
      </label>
      <TextField
        name="accountName"
        label={t('wallet.cards.accountName')}
        maxLength={64}
        error={errors.accountName}
      />
      <TextField
        name="accountNumber"
        label={t('wallet.cards.accountNumber')}
        inputMode="numeric"
        maxLength={30}
        error={errors.accountNumber}
      />
      <TextField
        {...passwordInput}
        name="password"
        label={t('wallet.paymentPassword.password')}
        error={errors.password}
      />
      <Button
        type="submit"
        variant="primary"
        disabled={submission.busy}
        aria-busy={submission.busy}
      >
        {t('wallet.cards.add')}
      </Button>
      <WalletFailure error={submission.error} />
    </form>
  );
};

/** The member's bank cards (masked), adding one and removing one with the payment password. */
export const BankCardsSection = ({
  cards,
  banks,
  passwordSet,
  onCards,
}: {
  cards: BankCard[];
  banks: WithdrawBank[];
  passwordSet: boolean;
  onCards: (cards: BankCard[]) => void;
}) => {
  const { t } = useTranslation('memberCenter');
  return (
    <section className={styles.section} aria-labelledby="wallet-cards">
      <h4 id="wallet-cards">{t('wallet.cards.title')}</h4>
      {cards.length === 0 ? (
        <p className={styles.hint}>{t('wallet.cards.none')}</p>
      ) : (
        <ul className={styles.list}>
          {cards.map((card) => (
            <CardRow key={card.id} card={card} onCards={onCards} />
          ))}
        </ul>
      )}
      {passwordSet ? (
        <AddCardForm banks={banks} onCards={onCards} />
      ) : (
        <p className={styles.hint}>{t('wallet.cards.needPassword')}</p>
      )}
    </section>
  );
};
