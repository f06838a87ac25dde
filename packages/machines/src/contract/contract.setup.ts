import { assign, fromPromise, setup } from 'xstate';
import type { ConflictingContract, Contract, ContractKind } from '@his/shared/schemas/contracts';
import { errorCodeOf } from '../common/error-code.ts';
import type { FieldErrors } from '../common/field-error.ts';
import {
  blankDraft,
  blankTier,
  capOf,
  checkOffer,
  conflictCode,
  conflictsOf,
  contractById,
  draftFromContract,
  isOfferToAnswer,
  isTerminationToAnswer,
  maxTiers,
  mayAskTermination,
  mayOfferAgain,
  minTiers,
  ofKinds,
  rateExceedsCode,
  refusedCapOf,
  termsOf,
  type ContractInput,
  type ContractListRequest,
  type ContractNotice,
  type DividendPeriod,
  type OfferDraft,
  type OfferRequest,
  type RespondRequest,
  type TerminateRequest,
} from './contract.logic.ts';

// The contract chart's setup: types, actors, guards, actions and the call transitions its
// states share (split from the machine to keep it under 400 lines).

export interface ContractContext {
  kinds: readonly ContractKind[];
  /** The default downline of a new offer (the input's). */
  downline: string;
  /** The agent's contracts of the page's kinds, both roles, as last loaded. */
  contracts: Contract[];
  /** The offer form while it shows, else null. */
  draft: OfferDraft | null;
  fieldErrors: FieldErrors;
  /** Caps the platform answered refused offers with, by kind (they outrank the list's). */
  refusedCaps: Partial<Record<ContractKind, string>>;
  /** The contract an answer or a termination request is about, while it is sent or confirmed. */
  subject: Contract | null;
  /** The contracts the conflict rule would end, named in the confirmation. */
  conflicts: ConflictingContract[];
  /** The agent agreed to end them: the change is sent again with `endConflicts: true`. */
  endConflicts: boolean;
  /** Code of the last failure (a load, an offer, an answer), or null. */
  error: string | null;
  /** The last change the platform took, shown after the reload. */
  notice: ContractNotice | null;
}

export type ContractEvent =
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  /** A new offer; `from` seeds it with the terms of a contract the agent gave. */
  | { type: 'offer.open'; from?: number }
  | { type: 'offer.cancel' }
  | { type: 'offer.downline'; account: string }
  | { type: 'offer.kind'; kind: ContractKind }
  | { type: 'offer.period'; period: DividendPeriod }
  | { type: 'tier.add' }
  | { type: 'tier.remove'; index: number }
  | { type: 'tier.change'; index: number; field: 'threshold' | 'rate'; value: string }
  | { type: 'offer.submit' }
  | { type: 'contract.accept'; contractId: number }
  | { type: 'contract.reject'; contractId: number }
  | { type: 'termination.request'; contractId: number }
  | { type: 'termination.approve'; contractId: number }
  | { type: 'termination.refuse'; contractId: number }
  | { type: 'conflict.confirm' }
  | { type: 'conflict.cancel' };

/** `busy`: a call in flight; `offer`: the form shows; `conflict`: the confirmation shows. */
export type ContractTag = 'busy' | 'listFailed' | 'offer' | 'conflict';

const unsupplied = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with contractMachine.provide`));

const validNow = (context: ContractContext, draft: OfferDraft) =>
  Object.keys(checkOffer(draft, context.kinds, capNow(context, draft.kind))).length === 0;

const capNow = (context: ContractContext, kind: ContractKind) =>
  capOf(context.contracts, context.refusedCaps, kind);

const editDraft =
  (change: (draft: OfferDraft) => OfferDraft) =>
  ({ context }: { context: ContractContext }) => ({
    draft: context.draft === null ? null : change(context.draft),
    fieldErrors: {},
    error: null,
  });

type Id = { contractId: number };

export const contractSetup = setup({
  types: {
    context: {} as ContractContext,
    events: {} as ContractEvent,
    input: {} as ContractInput,
    tags: {} as ContractTag,
  },
  actors: {
    loadContracts: fromPromise<Contract[], ContractListRequest>(unsupplied('loadContracts')),
    sendOffer: fromPromise<{ id: number }, OfferRequest>(unsupplied('sendOffer')),
    respond: fromPromise<null, RespondRequest>(unsupplied('respond')),
    terminate: fromPromise<null, TerminateRequest>(unsupplied('terminate')),
  },
  guards: {
    isOfferToAnswer: ({ context }, params: Id) =>
      isOfferToAnswer(context.contracts, params.contractId),
    mayAskTermination: ({ context }, params: Id) =>
      mayAskTermination(context.contracts, params.contractId),
    isTerminationToAnswer: ({ context }, params: Id) =>
      isTerminationToAnswer(context.contracts, params.contractId),
    mayOfferAgain: ({ context }, params: { from: number | undefined }) =>
      params.from !== undefined && mayOfferAgain(context.contracts, context.kinds, params.from),
    isBlankOffer: (_, params: { from: number | undefined }) => params.from === undefined,
    isShownKind: ({ context }, params: { kind: ContractKind }) =>
      context.kinds.includes(params.kind),
    canAddTier: ({ context }) => (context.draft?.tiers.length ?? maxTiers) < maxTiers,
    canRemoveTier: ({ context }, params: { index: number }) =>
      (context.draft?.tiers.length ?? 0) > minTiers &&
      params.index >= 0 &&
      params.index < (context.draft?.tiers.length ?? 0),
    isDraftValid: ({ context }) => context.draft !== null && validNow(context, context.draft),
    isConflict: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === conflictCode && conflictsOf(params.error).length > 0,
    isRateExceeded: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === rateExceedsCode,
  },
  actions: {
    takeContracts: assign(({ context }, params: { contracts: Contract[] }) => ({
      contracts: ofKinds(params.contracts, context.kinds),
      error: null,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
      conflicts: [],
      endConflicts: false,
    })),
    clearFeedback: assign({ error: null, notice: null }),
    openBlankOffer: assign(({ context }) => ({
      draft: blankDraft(context.kinds, context.downline),
      fieldErrors: {},
    })),
    openOfferFrom: assign(({ context }, params: { from: number }) => {
      const contract = contractById(context.contracts, params.from);
      return {
        draft: contract ? draftFromContract(contract) : blankDraft(context.kinds),
        fieldErrors: {},
      };
    }),
    closeOffer: assign({
      draft: null,
      fieldErrors: {},
      error: null,
      conflicts: [],
      endConflicts: false,
    }),
    setDownline: assign((args, params: { account: string }) =>
      editDraft((draft) => ({ ...draft, downline: params.account }))(args),
    ),
    setKind: assign((args, params: { kind: ContractKind }) =>
      editDraft((draft) => ({ ...draft, kind: params.kind }))(args),
    ),
    setPeriod: assign((args, params: { period: DividendPeriod }) =>
      editDraft((draft) => ({ ...draft, period: params.period }))(args),
    ),
    addTier: assign((args) =>
      editDraft((draft) => ({ ...draft, tiers: [...draft.tiers, blankTier()] }))(args),
    ),
    removeTier: assign((args, params: { index: number }) =>
      editDraft((draft) => ({
        ...draft,
        tiers: draft.tiers.filter((_, index) => index !== params.index),
      }))(args),
    ),
    changeTier: assign(
      (args, params: { index: number; field: 'threshold' | 'rate'; value: string }) =>
        editDraft((draft) => ({
          ...draft,
          tiers: draft.tiers.map((tier, index) =>
            index === params.index ? { ...tier, [params.field]: params.value } : tier,
          ),
        }))(args),
    ),
    rememberFieldErrors: assign(({ context }) => ({
      fieldErrors:
        context.draft === null
          ? {}
          : checkOffer(context.draft, context.kinds, capNow(context, context.draft.kind)),
      error: null,
    })),
    /** The cap a refusal answered joins the form's check, so the tiers above it are marked. */
    rememberCap: assign(({ context }, params: { error: unknown }) => {
      const cap = refusedCapOf(params.error);
      const kind = context.draft?.kind;
      const settled = { error: errorCodeOf(params.error), conflicts: [], endConflicts: false };
      if (cap === null || kind === undefined) return settled;
      const refusedCaps = { ...context.refusedCaps, [kind]: cap };
      const next = { ...context, refusedCaps };
      return {
        ...settled,
        refusedCaps,
        fieldErrors:
          context.draft === null
            ? {}
            : checkOffer(context.draft, context.kinds, capNow(next, kind)),
      };
    }),
    startChange: assign({ endConflicts: false, error: null, notice: null, conflicts: [] }),
    takeSubject: assign(({ context }, params: Id) => ({
      subject: contractById(context.contracts, params.contractId),
      endConflicts: false,
      error: null,
      notice: null,
    })),
    rememberConflicts: assign((_, params: { error: unknown }) => ({
      conflicts: conflictsOf(params.error),
      endConflicts: false,
    })),
    agreeToEndConflicts: assign({ endConflicts: true }),
    dropConflicts: assign({ conflicts: [], endConflicts: false }),
    settleChange: assign((_, params: { notice: ContractNotice }) => ({
      notice: params.notice,
      draft: null,
      fieldErrors: {},
      subject: null,
      conflicts: [],
      endConflicts: false,
      error: null,
    })),
    forgetSubject: assign({ subject: null, conflicts: [], endConflicts: false }),
  },
});

/** The offer the form holds (the chart sends it only once the form is valid). */
export const offerRequestOf = (context: ContractContext): OfferRequest => {
  const draft = context.draft ?? blankDraft(context.kinds);
  return {
    downline: draft.downline.trim(),
    terms: termsOf(draft),
    endConflicts: context.endConflicts,
  };
};

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A change the platform took: the notice shows and the list reloads. */
export const changed = (notice: ContractNotice, description: string) => ({
  onDone: {
    target: '#contract.loading',
    actions: { type: 'settleChange' as const, params: { notice } },
    description,
  },
});

/** A refused answer: its code shows over the list. */
const refusedToList = {
  target: '#contract.ready.browsing',
  actions: [{ type: 'rememberFailure' as const, params: errorParams }, 'forgetSubject' as const],
  description: 'Refused or no answer: its code shows over the list, nothing changed.',
};

/** An answer that needs no agreement: a refusal shows its code. */
export const answerRefused = { onError: refusedToList };

/** An answer the conflict rule may stop: the confirmation names the contracts it would end. */
export const answerMayConflict = {
  onError: [
    {
      guard: { type: 'isConflict' as const, params: errorParams },
      target: 'confirming',
      actions: { type: 'rememberConflicts' as const, params: errorParams },
      description:
        'Refused with contract.conflict: the contracts below that it would end are named for the agent to agree to.',
    },
    refusedToList,
  ],
};

/** The confirmation of the conflict rule, for an answer (accept, approve a termination). */
export const confirmAnswer = (whatEnds: string) => ({
  description: `The confirmation names each contract the conflict rule would end (kind, upline → downline, top rate); ${whatEnds}.`,
  tags: ['conflict' as const],
  on: {
    'conflict.confirm': {
      target: 'sending',
      actions: 'agreeToEndConflicts' as const,
      description: 'The agent agrees: the answer is sent again with endConflicts: true.',
    },
    'conflict.cancel': {
      target: '#contract.ready.browsing',
      actions: 'forgetSubject' as const,
      description:
        'The agent does not agree (or presses Escape): nothing is sent, nothing changed.',
    },
  },
});

/** An offer refused: the conflict confirmation, the cap marked in the form, or the code shown. */
export const offerRefused = {
  onError: [
    {
      guard: { type: 'isConflict' as const, params: errorParams },
      target: 'confirming',
      actions: { type: 'rememberConflicts' as const, params: errorParams },
      description:
        'Refused with contract.conflict: the downline’s contracts it would end are named for the agent to agree to.',
    },
    {
      guard: { type: 'isRateExceeded' as const, params: errorParams },
      target: 'editing',
      actions: { type: 'rememberCap' as const, params: errorParams },
      description:
        'Refused with contract.rate.exceeds.upline: the cap it answers shows and marks the tiers above it.',
    },
    {
      target: 'editing',
      actions: { type: 'rememberFailure' as const, params: errorParams },
      description:
        'Another refusal (no such downline, an offer already waiting …) or no answer: its code shows over the form.',
    },
  ],
};
