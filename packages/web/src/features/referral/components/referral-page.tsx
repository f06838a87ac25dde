import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Referral } from '@his/shared/schemas/referral';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { ApiError } from '@/lib/api.ts';
import { formatDecimal } from '@/lib/format-money.ts';
import { errorKey } from '@/lib/i18n.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { referral } from '../api/referral.ts';
import { referralLink } from '../referral-link.ts';
import { CopyField } from './copy-field.tsx';
import { FriendsTable } from './friends-table.tsx';
import { QrCode } from './qr-code.tsx';
import styles from './referral.module.css';

/** What the page first shows: the player's referral, or the refusal of a non-player. */
export type ReferralStart = { referral: Referral } | { refused: string };

/**
 * The first page of the referral; an agent or trial account is answered `referral.player.only`
 * (SPEC §8), shown as the page rather than as a failed load.
 */
export const loadReferral = async (): Promise<ReferralStart> => {
  try {
    return { referral: await referral(1) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'referral.player.only') {
      return { refused: error.code };
    }
    throw error;
  }
};

/**
 * Invite friends (the member center's `referral`): the code and link with copy buttons, a QR
 * code of the link, the reward rule and total, and the friends who joined, a page at a time.
 */
export const ReferralPage = ({ start }: { start: ReferralStart }) => {
  const { t, i18n } = useTranslation('memberCenter');
  const { t: tSite } = useTranslation();
  const [current, setCurrent] = useState(() => ('referral' in start ? start.referral : null));
  const [failure, setFailure] = useState<string | null>(null);
  if ('refused' in start || !current) {
    return (
      <p role="note" className={styles.refusal}>
        {tSite(errorKey('refused' in start ? start.refused : 'internal.error'))}
      </p>
    );
  }
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const money = (amount: string) => `${formatDecimal(amount, language)} ${current.currency}`;
  const link = referralLink(current.code);
  const showPage = async (page: number) => {
    try {
      setCurrent(await referral(page));
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.code : 'internal.error');
    }
  };
  return (
    <div className={styles.page}>
      <p>{t('referral.intro')}</p>
      <div className={styles.share}>
        <div className={styles.fields}>
          <CopyField
            label={t('referral.code')}
            value={current.code}
            copyLabel={t('referral.copyCode')}
          />
          <CopyField label={t('referral.link')} value={link} copyLabel={t('referral.copyLink')} />
        </div>
        <figure className={styles.qrFigure}>
          <QrCode text={link} label={t('referral.qr')} />
          <figcaption>{t('referral.qrHint')}</figcaption>
        </figure>
      </div>
      <p className={styles.rule}>
        {t('referral.rule', { percent: current.rule.percent, cap: money(current.rule.cap) })}
      </p>
      <dl className={styles.totals}>
        <div>
          <dt>{t('referral.earned')}</dt>
          <dd>{money(current.totalReward)}</dd>
        </div>
        <div>
          <dt>{t('referral.friends')}</dt>
          <dd>{current.total}</dd>
        </div>
      </dl>
      <section aria-label={t('referral.friends')}>
        {current.list.length === 0 ? (
          <p className={styles.muted}>{t('referral.none')}</p>
        ) : (
          <FriendsTable friends={current.list} currency={current.currency} />
        )}
        <FormFailure code={failure} />
        <Pager
          page={current.page}
          pageSize={current.pageSize}
          total={current.total}
          onPage={(page) => void showPage(page)}
        />
      </section>
    </div>
  );
};
