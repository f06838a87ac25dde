import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  capOf,
  checkOffer,
  conflictsOf,
  draftFromContract,
  hundredthsOf,
  listRequestOf,
  refusedCapOf,
  termsOf,
  type OfferDraft,
} from './contract.logic.ts';
import { capError, conflictError, contractList } from './contract.flow-model.ts';

const kinds = ['dividend', 'dailySalary'] as const;

const dividend = (tiers: [string, string][], downline = 'demo_sub2'): OfferDraft => ({
  downline,
  kind: 'dividend',
  period: 'weekly',
  tiers: tiers.map(([threshold, rate]) => ({ threshold, rate })),
});

const keysOf = (draft: OfferDraft, cap: string | null = null) =>
  Object.fromEntries(
    Object.entries(checkOffer(draft, kinds, cap)).map(([field, error]) => [field, error?.key]),
  );

describe('contract logic: the offer form', () => {
  it('accepts rising thresholds and rates that do not fall', () => {
    expect(
      checkOffer(
        dividend([
          ['0', '10'],
          ['5', '10'],
          ['20', '12.5'],
        ]),
        kinds,
        '30',
      ),
    ).toEqual({});
  });

  it('needs a downline, a kind of the page and one to ten tiers', () => {
    expect(keysOf({ ...dividend([]), downline: '  ', kind: 'hourlySalary' })).toEqual({
      downline: 'contracts.validation.required',
      kind: 'contracts.validation.kind',
      tiers: 'contracts.validation.tierCount',
    });
    const eleven = dividend(Array.from({ length: 11 }, (_, i) => [String(i), '1']));
    expect(keysOf(eleven)).toEqual({ tiers: 'contracts.validation.tierCount' });
  });

  it('reads a dividend threshold as a member count, a salary threshold as an amount', () => {
    expect(keysOf(dividend([['1.5', '1']]))).toEqual({
      'tier.0.threshold': 'contracts.validation.members',
    });
    expect(keysOf(dividend([['100001', '1']]))).toEqual({
      'tier.0.threshold': 'contracts.validation.members',
    });
    const salary = { ...dividend([['1000.555', '1']]), kind: 'dailySalary' as const };
    expect(keysOf(salary)).toEqual({ 'tier.0.threshold': 'contracts.validation.amount' });
    expect(keysOf({ ...salary, tiers: [{ threshold: '1000.55', rate: '1' }] })).toEqual({});
  });

  it('wants thresholds rising and rates not falling', () => {
    expect(
      keysOf(
        dividend([
          ['10', '5'],
          ['10', '4.99'],
        ]),
      ),
    ).toEqual({
      'tier.1.threshold': 'contracts.validation.thresholdRising',
      'tier.1.rate': 'contracts.validation.rateFalling',
    });
    const salary = {
      ...dividend([
        ['100.5', '1'],
        ['100.50', '1'],
      ]),
      kind: 'dailySalary' as const,
    };
    expect(keysOf(salary)).toEqual({ 'tier.1.threshold': 'contracts.validation.thresholdRising' });
  });

  it('wants rates from 0 to 100 with two decimals at most, within a known cap', () => {
    expect(keysOf(dividend([['0', '100.01']]))).toEqual({
      'tier.0.rate': 'contracts.validation.rate',
    });
    expect(keysOf(dividend([['0', '1.234']]))).toEqual({
      'tier.0.rate': 'contracts.validation.rate',
    });
    expect(keysOf(dividend([['0', '']]))).toEqual({
      'tier.0.rate': 'contracts.validation.required',
    });
    expect(keysOf(dividend([['0', '100']]))).toEqual({});
    expect(checkOffer(dividend([['0', '30.01']]), kinds, '30.00')).toEqual({
      'tier.0.rate': { key: 'contracts.validation.rateAboveCap', params: { cap: '30.00' } },
    });
    expect(checkOffer(dividend([['0', '30']]), kinds, '30.00')).toEqual({});
  });

  it('reads decimals as hundredths, with no float', () => {
    expect([hundredthsOf('12.5'), hundredthsOf('0.07'), hundredthsOf('100')]).toEqual([
      1250, 7, 10000,
    ]);
  });
});

describe('contract logic: terms, caps and refusals', () => {
  it('turns a draft into the terms the platform takes', () => {
    expect(termsOf(dividend([[' 5 ', ' 12.5 ']]))).toEqual({
      kind: 'dividend',
      period: 'weekly',
      tiers: [{ threshold: 5, rate: '12.5' }],
    });
    expect(
      termsOf({ ...dividend([['1000', '1']]), kind: 'realtimeSalary', period: 'daily' }),
    ).toEqual({ kind: 'realtimeSalary', tiers: [{ threshold: '1000', rate: '1' }] });
  });

  it('starts a blank form on the page’s first kind, or from a contract given', () => {
    expect(blankDraft(['hourlySalary'], 'demo_sub3')).toEqual({
      downline: 'demo_sub3',
      kind: 'hourlySalary',
      period: 'monthly',
      tiers: [{ threshold: '', rate: '' }],
    });
    const given = contractList.find((contract) => contract.id === 4);
    expect(given && draftFromContract(given)).toEqual({
      downline: 'demo_sub3',
      kind: 'dailySalary',
      period: 'monthly',
      tiers: [{ threshold: '500.50', rate: '0.8' }],
    });
  });

  it('caps a kind by the agent’s own contract in force, or by a refusal’s cap', () => {
    expect(capOf(contractList, {}, 'dividend')).toBe('30');
    expect(capOf(contractList, {}, 'dailySalary')).toBeNull();
    expect(capOf(contractList, { dividend: '20.00' }, 'dividend')).toBe('20.00');
  });

  it('reads the refusals’ values, and nothing from a malformed one', () => {
    expect(conflictsOf(conflictError).map((contract) => contract.id)).toEqual([11, 12]);
    expect(conflictsOf({ code: 'contract.conflict', value: { conflicts: [{ id: 1 }] } })).toEqual(
      [],
    );
    expect(conflictsOf({ code: 'contract.conflict' })).toEqual([]);
    expect(refusedCapOf(capError)).toBe('20.00');
    expect(refusedCapOf({ code: 'contract.rate.exceeds.upline', value: { cap: 'lots' } })).toBe(
      null,
    );
  });

  it('asks the list for one kind only on a page of one kind', () => {
    expect(listRequestOf(['dividend'])).toEqual({ kind: 'dividend' });
    expect(listRequestOf(kinds)).toEqual({});
  });
});
