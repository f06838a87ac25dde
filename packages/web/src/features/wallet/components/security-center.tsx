import { useState } from 'react';
import { withdrawSettings } from '../api/withdraw-settings.ts';
import type { SecurityCenterData } from '../wallet-data.ts';
import { AvatarSection } from './avatar-section.tsx';
import { BankCardsSection } from './bank-cards-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { PaymentPasswordSection } from './payment-password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import styles from './wallet.module.css';

/**
 * The member center's "My account" (securityCenter): profile and nickname, avatar, login
 * password, bound mobile and email, payment password and bank cards, from the data the page
 * loaded before it showed.
 */
export const SecurityCenter = ({ initial }: { initial: SecurityCenterData }) => {
  const [data, setData] = useState(initial);
  // The payment password's state (set, locked) after a change; a failed read keeps the last one.
  const reloadSettings = () =>
    withdrawSettings().then(
      (settings) => setData((current) => ({ ...current, settings })),
      () => undefined,
    );
  return (
    <div className={styles.wallet}>
      <ProfileSection icon={data.icon} />
      <AvatarSection
        icon={data.icon}
        onIcon={(icon) => setData((current) => ({ ...current, icon }))}
      />
      <ContactSection
        config={data.contacts}
        onConfig={(contacts) => setData((current) => ({ ...current, contacts }))}
      />
      <PaymentPasswordSection
        state={data.settings.paymentPassword}
        onChanged={() => void reloadSettings()}
      />
      <BankCardsSection
        cards={data.cards}
        banks={data.banks}
        passwordSet={data.settings.paymentPassword.set}
        onCards={(cards) => setData((current) => ({ ...current, cards }))}
      />
    </div>
  );
};
