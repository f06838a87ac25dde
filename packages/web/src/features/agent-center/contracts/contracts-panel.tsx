import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { Contract, ContractKind } from '@his/shared/schemas/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { useContracts } from './contract.actor.ts';
import { ContractCard, type ContractAction } from './contract-card.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import styles from './contracts.module.css';
import { OfferForm } from './offer-form.tsx';
import { useContractText } from './use-contract-text.ts';

export interface ContractsPanelProps {
  /**
   * The kinds the page is about: all four on the team management page, one on the dividend,
   * daily, hourly and real-time salary pages. Read when the panel mounts (key it to change).
   */
  kinds: readonly ContractKind[];
  /** A downline account the offer form starts with (the team page's chosen row). */
  downline?: string;
}

const isActive = (contract: Contract) =>
  contract.status === 'inProcess' || contract.status === 'accepted';

/**
 * An agent's contracts of some kinds (machine `contract`): those in force and offered, both
 * roles, with the answers each allows; the offer form; the conflict rule's confirmation naming
 * the contracts a change would end. It shows the chart's state and sends what the agent did.
 */
export const ContractsPanel = ({ kinds, downline }: ContractsPanelProps) => {
  const { t } = useContractText();
  const titleId = useId();
  const actor = useContracts({ kinds, downline });
  const snapshot = useSelector(actor, (state) => state);
  const { contracts, error, notice, conflicts } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const listFailed = snapshot.hasTag('listFailed');
  const browsing = snapshot.matches({ ready: 'browsing' });

  const act = (contract: Contract, action: ContractAction) => {
    const contractId = contract.id;
    switch (action) {
      case 'accept':
        return actor.send({ type: 'contract.accept', contractId });
      case 'reject':
        return actor.send({ type: 'contract.reject', contractId });
      case 'askTermination':
        return actor.send({ type: 'termination.request', contractId });
      case 'approveTermination':
        return actor.send({ type: 'termination.approve', contractId });
      case 'refuseTermination':
        return actor.send({ type: 'termination.refuse', contractId });
      case 'offerAgain':
        return actor.send({ type: 'offer.open', from: contractId });
    }
  };

  const card = (contract: Contract) => (
    <li key={contract.id}>
      <ContractCard
        contract={contract}
        locked={!browsing}
        allowed={{
          accept: snapshot.can({ type: 'contract.accept', contractId: contract.id }),
          askTermination: snapshot.can({ type: 'termination.request', contractId: contract.id }),
          answerTermination: snapshot.can({
            type: 'termination.approve',
            contractId: contract.id,
          }),
          offerAgain: snapshot.can({ type: 'offer.open', from: contract.id }),
        }}
        onAction={(action) => act(contract, action)}
      />
    </li>
  );

  const active = contracts.filter(isActive);
  const ended = contracts.filter((contract) => !isActive(contract));
  const offering = snapshot.hasTag('offer');

  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      aria-busy={busy}
      data-testid="contracts-panel"
    >
      <div className={styles.header}>
        <h3 id={titleId}>{t('contracts.title')}</h3>
        <div className={styles.toolbar}>
          <Button
            disabled={!snapshot.can({ type: 'list.reload' })}
            data-testid="contracts-reload"
            onClick={() => actor.send({ type: 'list.reload' })}
          >
            {t('contracts.reload')}
          </Button>
          {!offering && (
            <Button
              variant="primary"
              disabled={!snapshot.can({ type: 'offer.open' })}
              data-testid="contracts-offer-open"
              onClick={() => actor.send({ type: 'offer.open' })}
            >
              {t('contracts.offer.open')}
            </Button>
          )}
        </div>
      </div>
      <div role="status" data-testid="contracts-notice">
        {notice !== null && <p className={styles.notice}>{t(`contracts.notices.${notice}`)}</p>}
      </div>
      {offering && <OfferForm actor={actor} />}
      {(browsing || listFailed) && (
        <div data-testid="contracts-error">
          <FormFailure code={error} />
        </div>
      )}
      {listFailed && (
        <div className={styles.actions}>
          <Button
            variant="primary"
            data-testid="contracts-retry"
            onClick={() => actor.send({ type: 'list.retry' })}
          >
            {t('contracts.retry')}
          </Button>
        </div>
      )}
      {snapshot.matches('loading') && contracts.length === 0 && (
        <p className={styles.muted}>{t('contracts.loading')}</p>
      )}
      {snapshot.matches('ready') && contracts.length === 0 && (
        <p className={styles.muted}>{t('contracts.empty')}</p>
      )}
      {active.length > 0 && (
        <section className={styles.section} aria-labelledby={`${titleId}-active`}>
          <h4 id={`${titleId}-active`}>{t('contracts.sections.active')}</h4>
          <ul className={styles.list}>{active.map(card)}</ul>
        </section>
      )}
      {ended.length > 0 && (
        <section className={styles.section} aria-labelledby={`${titleId}-ended`}>
          <h4 id={`${titleId}-ended`}>{t('contracts.sections.ended')}</h4>
          <ul className={styles.list}>{ended.map(card)}</ul>
        </section>
      )}
      {snapshot.hasTag('conflict') && (
        <ConflictDialog
          conflicts={conflicts}
          onConfirm={() => actor.send({ type: 'conflict.confirm' })}
          onCancel={() => actor.send({ type: 'conflict.cancel' })}
        />
      )}
    </section>
  );
};
