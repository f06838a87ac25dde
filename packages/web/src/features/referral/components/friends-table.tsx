import { useTranslation } from 'react-i18next';
import type { ReferralFriend } from '@his/shared/schemas/referral';
import { formatDecimal } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { formatInstant } from '@/lib/date-format.ts';
import styles from './referral.module.css';

/** The friends of one page: masked account, join day, valid bets and the player's reward. */
export const FriendsTable = ({
  friends,
  currency,
}: {
  friends: ReferralFriend[];
  currency: string;
}) => {
  const { t, i18n } = useTranslation('memberCenter');
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const money = (amount: string) => `${formatDecimal(amount, language)} ${currency}`;
  const day = (at: number) => formatInstant(language, at, { dateStyle: 'medium' });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('referral.account')}</th>
            <th scope="col">{t('referral.joined')}</th>
            <th scope="col">{t('referral.validBets')}</th>
            <th scope="col">{t('referral.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {friends.map((friend) => (
            <tr key={`${friend.account}:${friend.joinedAt}`}>
              <td>{friend.account}</td>
              <td>{day(friend.joinedAt)}</td>
              <td>{money(friend.validBets)}</td>
              <td>{friend.rewardedAt === null ? t('referral.waiting') : money(friend.reward)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
