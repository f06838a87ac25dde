import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@his/machines/contract';
import type { ContractKind } from '@his/shared/schemas/contracts';
import { formatDecimal } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { addAgentCenterStrings } from '@/lib/agent-center-i18n/add-strings.ts';
import { contractsEn } from '@/lib/agent-center-i18n/contracts-strings.ts';
import { formatInstant } from '@/lib/date-format.ts';

type ValidationKey = `contracts.validation.${keyof typeof contractsEn.validation}`;

const isValidationKey = (key: string): key is ValidationKey =>
  key.startsWith('contracts.validation.') &&
  Object.hasOwn(contractsEn.validation, key.slice('contracts.validation.'.length));

/** An agent as the panel names them: nickname and account. */
export const partyName = (party: { account: string; nickname: string }) =>
  party.nickname === '' || party.nickname === party.account
    ? party.account
    : `${party.nickname} (${party.account})`;

/**
 * The panel's strings (`agentCenter:contracts.*`, added here when the panel shows before the
 * agent center added them) and formats in the language on screen.
 */
export const useContractText = () => {
  const { i18n } = useTranslation();
  useState(() => addAgentCenterStrings(i18n));
  const { t } = useTranslation('agentCenter');
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  return {
    t,
    date: (at: number) => formatInstant(language, at, { dateStyle: 'short', timeStyle: 'short' }),
    /** A tier's threshold: active members as they are, a valid bet as money. */
    threshold: (kind: ContractKind, threshold: string | number) =>
      kind === 'dividend' ? String(threshold) : formatDecimal(String(threshold), language),
    /** A field error of the chart (an i18n key and its values), as text. */
    fieldError: (error: FieldError | undefined) =>
      error === undefined
        ? undefined
        : t(isValidationKey(error.key) ? error.key : 'contracts.validation.required', {
            ...error.params,
          }),
  };
};
