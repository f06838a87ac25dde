import { listRequestOf } from './contract.logic.ts';
import {
  answerMayConflict,
  answerRefused,
  changed,
  confirmAnswer,
  contractSetup,
  offerRefused,
  offerRequestOf,
} from './contract.setup.ts';

export {
  capOf,
  checkOffer,
  maxTiers,
  minTiers,
  topRateOf,
  type ContractInput,
  type ContractListRequest,
  type ContractNotice,
  type DividendPeriod,
  type OfferDraft,
  type OfferRequest,
  type RespondRequest,
  type TerminateRequest,
  type TierDraft,
} from './contract.logic.ts';

export type { ContractContext, ContractEvent, ContractTag } from './contract.setup.ts';
export type { FieldError } from '../common/field-error.ts';

const idParams = ({ event }: { event: { contractId: number } }) => ({
  contractId: event.contractId,
});
const fromParams = ({ event }: { event: { from?: number } }) => ({ from: event.from });

/**
 * An agent's contracts (SPEC §4, §9; issue 15): dividend, daily, hourly and real-time salary
 * contracts between an upline and a direct downline agent, listed for both roles. The upline
 * offers (the form is checked here first: 1–10 tiers, thresholds rising, rates 0–100 with two
 * decimals at most, never falling, never above the upline's own cap once known); the downline
 * accepts or rejects; either side asks to end a contract in force and the other approves or
 * refuses. The platform judges every change again: a rate above the upline's answers the cap,
 * which the form then marks; a change that the conflict rule would let end contracts below
 * (an offer, accepting one, approving a termination) is refused naming them, the confirmation
 * names them, and the agent's agreement sends it again with `endConflicts: true`. After every
 * change the platform took, the list reloads. The web supplies `loadContracts` (contractList),
 * `sendOffer` (contractOffer), `respond` (contractRespond) and `terminate` (contractTerminate).
 */
export const contractMachine = contractSetup.createMachine({
  id: 'contract',
  description:
    'An agent’s contracts with its upline and its downlines: the list, offers, answers, terminations and the conflict rule.',
  context: ({ input }) => ({
    kinds: input.kinds,
    downline: input.downline ?? '',
    contracts: [],
    draft: null,
    fieldErrors: {},
    refusedCaps: {},
    subject: null,
    conflicts: [],
    endConflicts: false,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'The agent’s contracts of the page’s kinds are loading (at the start and after each change); the last list stays on screen.',
      tags: ['busy'],
      invoke: {
        id: 'loadContracts',
        src: 'loadContracts',
        input: ({ context }) => listRequestOf(context.kinds),
        onDone: {
          target: 'ready',
          actions: { type: 'takeContracts', params: ({ event }) => ({ contracts: event.output }) },
          description: 'The list shows: contracts in force and offered, both roles.',
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The list could not load: its code shows with retry.',
        },
      },
    },
    loadFailed: {
      description: 'The list failed to load: the code and a retry button show.',
      tags: ['listFailed'],
      on: {
        'list.retry': {
          target: 'loading',
          actions: 'clearFeedback',
          description: 'The agent retries the list.',
        },
      },
    },
    ready: {
      description: 'The list shows; at most one change is composed, confirmed or sent at a time.',
      initial: 'browsing',
      states: {
        browsing: {
          description:
            'The list with the actions each contract allows, a notice of the last change or the code of the last refusal.',
          on: {
            'list.reload': {
              target: '#contract.loading',
              actions: 'clearFeedback',
              description: 'The agent reloads the list.',
            },
            'offer.open': [
              {
                guard: { type: 'isBlankOffer', params: fromParams },
                target: 'offer',
                actions: ['clearFeedback', 'openBlankOffer'],
                description:
                  'A new offer: the page’s first kind, a monthly dividend period, one empty tier, the preselected downline if any.',
              },
              {
                guard: { type: 'mayOfferAgain', params: fromParams },
                target: 'offer',
                actions: [
                  'clearFeedback',
                  {
                    type: 'openOfferFrom',
                    params: ({ event }) => ({ from: event.from ?? 0 }),
                  },
                ],
                description:
                  'New terms for a downline the agent gave a contract: the form starts from that contract’s terms (accepted, it replaces the one in force).',
              },
            ],
            'contract.accept': {
              guard: { type: 'isOfferToAnswer', params: idParams },
              target: 'accepting',
              actions: { type: 'takeSubject', params: idParams },
              description: 'The downline accepts an offer in process.',
            },
            'contract.reject': {
              guard: { type: 'isOfferToAnswer', params: idParams },
              target: 'rejecting',
              actions: { type: 'takeSubject', params: idParams },
              description: 'The downline rejects an offer in process.',
            },
            'termination.request': {
              guard: { type: 'mayAskTermination', params: idParams },
              target: 'requestingTermination',
              actions: { type: 'takeSubject', params: idParams },
              description:
                'Either side asks to end an accepted contract that has no termination request yet.',
            },
            'termination.approve': {
              guard: { type: 'isTerminationToAnswer', params: idParams },
              target: 'approvingTermination',
              actions: { type: 'takeSubject', params: idParams },
              description: 'The other side approves a termination request in process.',
            },
            'termination.refuse': {
              guard: { type: 'isTerminationToAnswer', params: idParams },
              target: 'refusingTermination',
              actions: { type: 'takeSubject', params: idParams },
              description: 'The other side refuses a termination request in process.',
            },
          },
        },
        offer: {
          description: 'The offer form: downline, kind, a dividend’s period, one to ten tiers.',
          tags: ['offer'],
          initial: 'editing',
          states: {
            editing: {
              description:
                'The agent writes the offer; field problems or the platform’s refusal show until the next edit.',
              on: {
                'offer.downline': {
                  actions: {
                    type: 'setDownline',
                    params: ({ event }) => ({ account: event.account }),
                  },
                  description: 'The downline’s account changes.',
                },
                'offer.kind': {
                  guard: { type: 'isShownKind', params: ({ event }) => ({ kind: event.kind }) },
                  actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) },
                  description: 'Another kind of the page’s kinds (the tiers stay as typed).',
                },
                'offer.period': {
                  actions: { type: 'setPeriod', params: ({ event }) => ({ period: event.period }) },
                  description: 'A dividend’s period: daily, weekly, semimonthly or monthly.',
                },
                'tier.add': {
                  guard: 'canAddTier',
                  actions: 'addTier',
                  description: 'An empty tier row is added below the last (ten at most).',
                },
                'tier.remove': {
                  guard: {
                    type: 'canRemoveTier',
                    params: ({ event }) => ({ index: event.index }),
                  },
                  actions: { type: 'removeTier', params: ({ event }) => ({ index: event.index }) },
                  description: 'A tier row is removed (one stays).',
                },
                'tier.change': {
                  actions: {
                    type: 'changeTier',
                    params: ({ event }) => ({
                      index: event.index,
                      field: event.field,
                      value: event.value,
                    }),
                  },
                  description: 'A tier’s threshold or rate is typed.',
                },
                'offer.submit': [
                  {
                    guard: 'isDraftValid',
                    target: 'sending',
                    actions: 'startChange',
                    description: 'The form is valid: the offer is sent.',
                  },
                  {
                    actions: 'rememberFieldErrors',
                    description:
                      'A problem in the form (downline, tier count, a threshold not rising, a rate malformed, falling or above the cap): each shows at its field and nothing is sent.',
                  },
                ],
                'offer.cancel': {
                  target: '#contract.ready.browsing',
                  actions: 'closeOffer',
                  description: 'The agent closes the form; nothing is sent.',
                },
              },
            },
            sending: {
              description: 'The offer is being sent.',
              tags: ['busy'],
              invoke: {
                id: 'sendOffer',
                src: 'sendOffer',
                input: ({ context }) => offerRequestOf(context),
                ...changed(
                  'offered',
                  'The offer is in process, awaiting the downline’s answer; the list reloads.',
                ),
                ...offerRefused,
              },
            },
            confirming: {
              description:
                'The confirmation names each contract the conflict rule would end (kind, upline → downline, top rate); the form stays behind it.',
              tags: ['conflict'],
              on: {
                'conflict.confirm': {
                  target: 'sending',
                  actions: 'agreeToEndConflicts',
                  description: 'The agent agrees: the offer is sent again with endConflicts: true.',
                },
                'conflict.cancel': {
                  target: 'editing',
                  actions: 'dropConflicts',
                  description:
                    'The agent does not agree (or presses Escape): back to the form, nothing sent.',
                },
              },
            },
          },
        },
        accepting: {
          description: 'The downline accepts an offer; the contract becomes accepted (in force).',
          initial: 'sending',
          states: {
            sending: {
              description: 'The acceptance is being sent.',
              tags: ['busy'],
              invoke: {
                id: 'respond',
                src: 'respond',
                input: ({ context }) => ({
                  contractId: context.subject?.id ?? 0,
                  accept: true,
                  endConflicts: context.endConflicts,
                }),
                ...changed(
                  'accepted',
                  'The contract is accepted and in force (the one it replaces ends); the list reloads.',
                ),
                ...answerMayConflict,
              },
            },
            confirming: confirmAnswer('accepting ends them'),
          },
        },
        rejecting: {
          description: 'The downline’s rejection of an offer is being sent.',
          tags: ['busy'],
          invoke: {
            id: 'respond',
            src: 'respond',
            input: ({ context }) => ({
              contractId: context.subject?.id ?? 0,
              accept: false,
              endConflicts: false,
            }),
            ...changed('rejected', 'The offer is rejected; the list reloads.'),
            ...answerRefused,
          },
        },
        requestingTermination: {
          description: 'The termination request is being sent.',
          tags: ['busy'],
          invoke: {
            id: 'terminate',
            src: 'terminate',
            input: ({ context }) => ({ contractId: context.subject?.id ?? 0 }),
            ...changed(
              'terminationRequested',
              'The termination request is in process, awaiting the other side; the list reloads.',
            ),
            ...answerRefused,
          },
        },
        approvingTermination: {
          description:
            'The other side approves a termination request; the request is approved and the contract terminated.',
          initial: 'sending',
          states: {
            sending: {
              description: 'The approval is being sent.',
              tags: ['busy'],
              invoke: {
                id: 'respond',
                src: 'respond',
                input: ({ context }) => ({
                  contractId: context.subject?.id ?? 0,
                  accept: true,
                  endConflicts: context.endConflicts,
                }),
                ...changed(
                  'terminationApproved',
                  'The termination request is approved and the contract terminated; the list reloads.',
                ),
                ...answerMayConflict,
              },
            },
            confirming: confirmAnswer('approving the termination ends them'),
          },
        },
        refusingTermination: {
          description: 'The refusal of a termination request is being sent.',
          tags: ['busy'],
          invoke: {
            id: 'respond',
            src: 'respond',
            input: ({ context }) => ({
              contractId: context.subject?.id ?? 0,
              accept: false,
              endConflicts: false,
            }),
            ...changed(
              'terminationRefused',
              'The termination request is rejected: the contract stays accepted; the list reloads.',
            ),
            ...answerRefused,
          },
        },
      },
    },
  },
});
