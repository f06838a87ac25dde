import { useId, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { capOf, maxTiers, type contractMachine } from '@his/machines/contract';
import { dividendPeriods, type ContractKind } from '@his/shared/schemas/contracts';
import type { ActorRefFrom } from 'xstate';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import styles from './contracts.module.css';
import { useContractText } from './use-contract-text.ts';

interface OfferFormProps {
  actor: ActorRefFrom<typeof contractMachine>;
}

const isKind = (kinds: readonly ContractKind[], value: string): value is ContractKind =>
  (kinds as readonly string[]).includes(value);

const isPeriod = (value: string): value is (typeof dividendPeriods)[number] =>
  (dividendPeriods as readonly string[]).includes(value);

/**
 * The offer form: the downline's account, the kind, a dividend's period and one to ten tiers.
 * Each edit goes to the chart, which checks the form on submit (its field errors show here) and
 * sends it; the platform's refusal shows above the buttons.
 */
export const OfferForm = ({ actor }: OfferFormProps) => {
  const { t, fieldError } = useContractText();
  const titleId = useId();
  const snapshot = useSelector(actor, (state) => state);
  const { draft, fieldErrors, kinds, error } = snapshot.context;
  if (draft === null) return null;
  const busy = snapshot.hasTag('busy');
  const cap = capOf(snapshot.context.contracts, snapshot.context.refusedCaps, draft.kind);
  const canAdd = snapshot.can({ type: 'tier.add' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'offer.submit' });
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      data-testid="contract-offer-form"
    >
      <h4 id={titleId}>{t('contracts.offer.title')}</h4>
      <fieldset disabled={busy}>
        <div className={styles.fields}>
          <TextField
            label={t('contracts.offer.downline')}
            value={draft.downline}
            autoComplete="off"
            error={fieldError(fieldErrors.downline)}
            data-testid="offer-downline"
            onChange={(event) =>
              actor.send({ type: 'offer.downline', account: event.currentTarget.value })
            }
          />
          <label className={styles.select}>
            {t('contracts.offer.kind')}
            <select
              value={draft.kind}
              data-testid="offer-kind"
              onChange={(event) => {
                const { value } = event.currentTarget;
                if (isKind(kinds, value)) actor.send({ type: 'offer.kind', kind: value });
              }}
            >
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`contracts.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          {draft.kind === 'dividend' && (
            <label className={styles.select}>
              {t('contracts.offer.period')}
              <select
                value={draft.period}
                data-testid="offer-period"
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  if (isPeriod(value)) actor.send({ type: 'offer.period', period: value });
                }}
              >
                {dividendPeriods.map((period) => (
                  <option key={period} value={period}>
                    {t(`contracts.periods.${period}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <fieldset>
          <legend>{t('contracts.offer.tiers')}</legend>
          {cap !== null && <p className={styles.muted}>{t('contracts.offer.cap', { cap })}</p>}
          {draft.tiers.map((tier, index) => {
            const n = index + 1;
            return (
              <div
                key={index}
                role="group"
                aria-label={t('contracts.offer.tier', { n })}
                className={styles.tierRow}
              >
                <TextField
                  label={t(`contracts.tiers.${draft.kind}`)}
                  value={tier.threshold}
                  inputMode={draft.kind === 'dividend' ? 'numeric' : 'decimal'}
                  error={fieldError(fieldErrors[`tier.${index}.threshold`])}
                  data-testid={`offer-tier-${index}-threshold`}
                  onChange={(event) =>
                    actor.send({
                      type: 'tier.change',
                      index,
                      field: 'threshold',
                      value: event.currentTarget.value,
                    })
                  }
                />
                <TextField
                  label={t('contracts.offer.rate')}
                  value={tier.rate}
                  inputMode="decimal"
                  error={fieldError(fieldErrors[`tier.${index}.rate`])}
                  data-testid={`offer-tier-${index}-rate`}
                  onChange={(event) =>
                    actor.send({
                      type: 'tier.change',
                      index,
                      field: 'rate',
                      value: event.currentTarget.value,
                    })
                  }
                />
                <Button
                  variant="ghost"
                  aria-label={t('contracts.offer.remove', { n })}
                  disabled={!snapshot.can({ type: 'tier.remove', index })}
                  data-testid={`offer-tier-${index}-remove`}
                  onClick={() => actor.send({ type: 'tier.remove', index })}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
            );
          })}
          {fieldErrors.tiers && (
            <p className={styles.fieldError}>{fieldError(fieldErrors.tiers)}</p>
          )}
          <div>
            <Button
              disabled={!canAdd}
              aria-describedby={canAdd ? undefined : `${titleId}-max`}
              data-testid="offer-tier-add"
              onClick={() => actor.send({ type: 'tier.add' })}
            >
              {t('contracts.offer.add')}
            </Button>
            {!canAdd && (
              <span id={`${titleId}-max`} className="visually-hidden">
                {t('contracts.validation.tierCount', { max: maxTiers })}
              </span>
            )}
          </div>
        </fieldset>
      </fieldset>
      <FormFailure code={error} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy} data-testid="offer-submit">
          {busy ? t('contracts.sending') : t('contracts.offer.submit')}
        </Button>
        <Button
          disabled={busy}
          data-testid="offer-cancel"
          onClick={() => actor.send({ type: 'offer.cancel' })}
        >
          {t('contracts.offer.cancel')}
        </Button>
      </div>
    </form>
  );
};
