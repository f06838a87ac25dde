import {
  conflictingContractSchema,
  contractListSchema,
  type ConflictingContract,
  type Contract,
} from '@his/shared/schemas/contracts';
import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import {
  capOf,
  checkOffer,
  conflictCode,
  maxTiers,
  minTiers,
  rateExceedsCode,
} from './contract.logic.ts';
import { contractMachine, type ContractInput } from './contract.machine.ts';

const agent = { account: 'demo_agent', nickname: 'Demo Agent' };
const me = { account: 'demo_sub1', nickname: 'Sub One' };
const sub2 = { account: 'demo_sub2', nickname: 'Sub Two' };
const sub3 = { account: 'demo_sub3', nickname: 'Sub Three' };

const at = 1_800_000_000_000;

const base = {
  offeredAt: at,
  decidedAt: at + 60_000,
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
};

/**
 * demo_sub1's contracts, seen from demo_sub1: its own dividend from demo_agent in force (top
 * rate 30: the cap of what it offers), a ten-tier dividend it gave demo_sub2 whose termination
 * demo_sub2 asked for, a daily salary demo_agent offers it, a daily salary demo_sub3 rejected, a
 * dividend the conflict rule ended, and an hourly salary the dividend and daily pages leave out.
 */
export const contractList: Contract[] = contractListSchema.parse([
  {
    ...base,
    id: 1,
    role: 'downline',
    upline: agent,
    downline: me,
    terms: {
      kind: 'dividend',
      period: 'monthly',
      tiers: [
        { threshold: 0, rate: '10' },
        { threshold: 5, rate: '30' },
      ],
    },
    status: 'accepted',
  },
  {
    ...base,
    id: 2,
    role: 'upline',
    upline: me,
    downline: sub2,
    terms: {
      kind: 'dividend',
      period: 'weekly',
      tiers: Array.from({ length: maxTiers }, (_, index) => ({
        threshold: index * 10,
        rate: String(10 + index * 2),
      })),
    },
    status: 'accepted',
    terminationRequestedBy: 'downline',
  },
  {
    ...base,
    id: 3,
    role: 'downline',
    upline: agent,
    downline: me,
    terms: { kind: 'dailySalary', tiers: [{ threshold: '1000', rate: '1.5' }] },
    status: 'inProcess',
    decidedAt: null,
  },
  {
    ...base,
    id: 4,
    role: 'upline',
    upline: me,
    downline: sub3,
    terms: { kind: 'dailySalary', tiers: [{ threshold: '500.50', rate: '0.8' }] },
    status: 'rejected',
  },
  {
    ...base,
    id: 5,
    role: 'upline',
    upline: me,
    downline: sub2,
    terms: { kind: 'dividend', period: 'daily', tiers: [{ threshold: 1, rate: '25' }] },
    status: 'terminated',
    endedAt: at + 120_000,
    endReason: 'conflict',
  },
  {
    ...base,
    id: 6,
    role: 'upline',
    upline: me,
    downline: sub3,
    terms: { kind: 'hourlySalary', tiers: [{ threshold: '100', rate: '0.5' }] },
    status: 'accepted',
  },
]);

/** The contracts below demo_sub2 that a change would end (the refusal's value). */
export const conflictingContracts: ConflictingContract[] = conflictingContractSchema.array().parse([
  {
    id: 11,
    kind: 'dividend',
    upline: sub2,
    downline: { account: 'demo_sub4', nickname: 'Sub Four' },
    topRate: '28.00',
  },
  {
    id: 12,
    kind: 'dividend',
    upline: { account: 'demo_sub4', nickname: 'Sub Four' },
    downline: { account: 'demo_sub5', nickname: 'Sub Five' },
    topRate: '20.00',
  },
]);

/** The refusal of a change the conflict rule stops, as the web's client rejects it. */
export const conflictError = {
  code: conflictCode,
  captcha: false,
  value: { conflicts: conflictingContracts },
};

/** The refusal of an offer above the upline's own rate, with its cap. */
export const capError = { code: rateExceedsCode, captcha: false, value: { cap: '20.00' } };

/** The dividend and daily salary page of demo_sub1 (the hourly salary is another page's). */
export const pageInput: ContractInput = { kinds: ['dividend', 'dailySalary'] };

const busyStates = [
  'loading',
  { ready: { offer: 'sending' } },
  { ready: { accepting: 'sending' } },
  { ready: 'rejecting' },
  { ready: 'requestingTermination' },
  { ready: { approvingTermination: 'sending' } },
  { ready: 'refusingTermination' },
] as const;

const subjectStates = [
  { ready: 'accepting' },
  { ready: 'rejecting' },
  { ready: 'requestingTermination' },
  { ready: 'approvingTermination' },
  { ready: 'refusingTermination' },
] as const;

/**
 * Model of the contracts panel: the list (loaded, failed, retried, reloaded), the offer form
 * (blank or from a contract given, every edit, valid and invalid submits), the platform's
 * answers (taken, the conflict rule, the cap, other refusals), the confirmation (agreed,
 * cancelled), and each answer to an offer or a termination, with ids the guards refuse too.
 */
export const contractFlowModel: FlowModel<typeof contractMachine> = {
  machine: contractMachine,
  inputs: { 'dividend and daily salary page': pageInput },
  events: {
    'list loaded': doneEvent('loadContracts', contractList),
    'list failed': errorEvent('loadContracts', apiError('network.error')),
    retry: { type: 'list.retry' },
    reload: { type: 'list.reload' },
    'open a blank offer': { type: 'offer.open' },
    'offer new terms to demo_sub2': { type: 'offer.open', from: 2 },
    'offer from the upline’s contract': { type: 'offer.open', from: 1 },
    'type a downline': { type: 'offer.downline', account: 'demo_sub3' },
    'clear the downline': { type: 'offer.downline', account: '' },
    'choose daily salary': { type: 'offer.kind', kind: 'dailySalary' },
    'choose a kind of another page': { type: 'offer.kind', kind: 'hourlySalary' },
    'choose weekly': { type: 'offer.period', period: 'weekly' },
    'add a tier': { type: 'tier.add' },
    'remove the first tier': { type: 'tier.remove', index: 0 },
    'remove a tier that is not there': { type: 'tier.remove', index: 12 },
    'type a first rate above the cap': {
      type: 'tier.change',
      index: 0,
      field: 'rate',
      value: '45',
    },
    'type a first rate of 5': { type: 'tier.change', index: 0, field: 'rate', value: '5' },
    'type a first threshold of 0': {
      type: 'tier.change',
      index: 0,
      field: 'threshold',
      value: '0',
    },
    submit: { type: 'offer.submit' },
    'close the form': { type: 'offer.cancel' },
    'offer taken': doneEvent('sendOffer', { id: 9 }),
    'offer would end contracts': errorEvent('sendOffer', conflictError),
    'offer above the cap': errorEvent('sendOffer', capError),
    'offer refused': errorEvent('sendOffer', apiError('contract.offer.waiting')),
    'agree to end them': { type: 'conflict.confirm' },
    'do not agree': { type: 'conflict.cancel' },
    'accept the offer': { type: 'contract.accept', contractId: 3 },
    'accept a contract in force': { type: 'contract.accept', contractId: 1 },
    'reject the offer': { type: 'contract.reject', contractId: 3 },
    'ask to end the contract with the upline': { type: 'termination.request', contractId: 1 },
    'ask to end a contract already asked': { type: 'termination.request', contractId: 2 },
    'approve demo_sub2’s termination': { type: 'termination.approve', contractId: 2 },
    'approve a termination nobody asked': { type: 'termination.approve', contractId: 1 },
    'refuse demo_sub2’s termination': { type: 'termination.refuse', contractId: 2 },
    'answer taken': doneEvent('respond', null),
    'answer would end contracts': errorEvent('respond', conflictError),
    'answer refused': errorEvent('respond', apiError('contract.state.invalid')),
    'termination asked': doneEvent('terminate', null),
    'termination refused': errorEvent('terminate', apiError('network.error')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      tiers: context.draft === null ? 0 : Math.min(context.draft.tiers.length, 2),
      fieldErrors: Object.keys(context.fieldErrors).length > 0,
      error: context.error !== null,
      notice: context.notice !== null,
      endConflicts: context.endConflicts,
      valid:
        context.draft !== null &&
        Object.keys(
          checkOffer(
            context.draft,
            context.kinds,
            capOf(context.contracts, context.refusedCaps, context.draft.kind),
          ),
        ).length === 0,
    }),
  invariants: [
    {
      name: 'busy exactly while the list loads or a change is sent',
      holds: (snapshot) =>
        snapshot.hasTag('busy') === busyStates.some((state) => snapshot.matches(state)),
    },
    {
      name: 'the offer form exists exactly while it shows, with one to ten tiers',
      holds: (snapshot) => {
        const { draft } = snapshot.context;
        return (
          (draft !== null) === snapshot.hasTag('offer') &&
          (draft === null || (draft.tiers.length >= minTiers && draft.tiers.length <= maxTiers))
        );
      },
    },
    {
      name: 'the confirmation shows only with the contracts it names',
      holds: (snapshot) => !snapshot.hasTag('conflict') || snapshot.context.conflicts.length > 0,
    },
    {
      name: 'endConflicts is sent only after the agent saw the contracts it ends',
      holds: (snapshot) =>
        !snapshot.context.endConflicts ||
        (snapshot.hasTag('busy') && snapshot.context.conflicts.length > 0),
    },
    {
      name: 'a contract is acted on exactly while its answer or request is sent or confirmed',
      holds: (snapshot) =>
        (snapshot.context.subject !== null) ===
        subjectStates.some((state) => snapshot.matches(state)),
    },
    {
      name: 'the list holds the page’s kinds only',
      holds: (snapshot) =>
        snapshot.context.contracts.every((contract) =>
          snapshot.context.kinds.includes(contract.terms.kind),
        ),
    },
  ],
  waivers: [],
  maxPaths: 400,
};
