import type { Contract } from '@his/shared/schemas/contracts';
import { Button } from '@/components/ui/button.tsx';
import styles from './contracts.module.css';
import { partyName, useContractText } from './use-contract-text.ts';

/** What the agent may do with this contract, as the chart answers `can`. */
interface ContractActions {
  accept: boolean;
  askTermination: boolean;
  answerTermination: boolean;
  offerAgain: boolean;
}

export type ContractAction =
  | 'accept'
  | 'reject'
  | 'askTermination'
  | 'approveTermination'
  | 'refuseTermination'
  | 'offerAgain';

interface ContractCardProps {
  contract: Contract;
  allowed: ContractActions;
  /** A change is in flight or composed: every button waits. */
  locked: boolean;
  onAction: (action: ContractAction) => void;
}

const testIds: Record<ContractAction, string> = {
  accept: 'contract-accept',
  reject: 'contract-reject',
  askTermination: 'contract-ask-termination',
  approveTermination: 'contract-approve-termination',
  refuseTermination: 'contract-refuse-termination',
  offerAgain: 'contract-offer-again',
};

/**
 * One contract: kind, status, who gives it to whom (the reader named "you"), its dates, a
 * dividend's period, the tiers as a table, and the buttons its status allows the reader.
 */
export const ContractCard = ({ contract, allowed, locked, onAction }: ContractCardProps) => {
  const { t, date, threshold } = useContractText();
  const { terms, status } = contract;
  const you = t('contracts.parties.you');
  const upline = contract.role === 'upline' ? you : partyName(contract.upline);
  const downline = contract.role === 'downline' ? you : partyName(contract.downline);
  const other = contract.role === 'upline' ? contract.downline : contract.upline;
  const requested = status === 'accepted' ? contract.terminationRequestedBy : null;
  const actions: ContractAction[] = [
    ...(allowed.accept ? (['accept', 'reject'] as const) : []),
    ...(allowed.answerTermination ? (['approveTermination', 'refuseTermination'] as const) : []),
    ...(allowed.askTermination ? (['askTermination'] as const) : []),
    ...(allowed.offerAgain ? (['offerAgain'] as const) : []),
  ];

  return (
    <article
      className={styles.card}
      aria-labelledby={`contract-${contract.id}-title`}
      data-testid={`contract-${contract.id}`}
    >
      <div className={styles.cardHead}>
        <h5 id={`contract-${contract.id}-title`}>{t(`contracts.kinds.${terms.kind}`)}</h5>
        <span className={`${styles.badge} ${styles[status]}`} data-testid="contract-status">
          {t(`contracts.statuses.${status}`)}
        </span>
      </div>
      <p className={styles.muted}>{t('contracts.parties.between', { upline, downline })}</p>
      {requested !== null && (
        <p className={styles.request} data-testid="contract-termination">
          {requested === contract.role
            ? t('contracts.termination.byMe')
            : t('contracts.termination.byOther', { name: partyName(other) })}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t(`contracts.parties.${contract.role === 'upline' ? 'downline' : 'upline'}`)}</dt>
          <dd>{partyName(other)}</dd>
        </div>
        {terms.kind === 'dividend' && (
          <div>
            <dt>{t('contracts.period')}</dt>
            <dd>{t(`contracts.periods.${terms.period}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('contracts.dates.offered')}</dt>
          <dd>{date(contract.offeredAt)}</dd>
        </div>
        {contract.decidedAt !== null && (
          <div>
            <dt>{t('contracts.dates.decided')}</dt>
            <dd>{date(contract.decidedAt)}</dd>
          </div>
        )}
        {contract.endedAt !== null && (
          <div>
            <dt>{t('contracts.dates.ended')}</dt>
            <dd>
              {date(contract.endedAt)}
              {contract.endReason !== null &&
                ` · ${t(`contracts.endReasons.${contract.endReason}`)}`}
            </dd>
          </div>
        )}
      </dl>
      <table className={styles.tiers} data-testid="contract-tiers">
        <caption>{t('contracts.tiers.caption', { id: contract.id })}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`contracts.tiers.${terms.kind}`)}</th>
            <th scope="col">{t('contracts.tiers.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier) => (
            <tr key={String(tier.threshold)}>
              <td>{threshold(terms.kind, tier.threshold)}</td>
              <td>{t('contracts.tiers.percent', { rate: tier.rate })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={
                action === 'accept' || action === 'approveTermination' ? 'primary' : undefined
              }
              disabled={locked}
              aria-label={t('contracts.actions.label', {
                action: t(`contracts.actions.${action}`),
                id: contract.id,
              })}
              data-testid={testIds[action]}
              onClick={() => onAction(action)}
            >
              {t(`contracts.actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
};
