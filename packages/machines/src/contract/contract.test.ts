import { describe, expect, it } from 'vitest';
import { startContracts } from './contract.harness.ts';
import { capError, conflictError, conflictingContracts } from './contract.flow-model.ts';

type Contracts = ReturnType<typeof startContracts>;

/** Fills the blank offer form with a valid two-tier daily salary for demo_sub3. */
const writeDailySalary = ({ actor }: Contracts) => {
  actor.send({ type: 'offer.open' });
  actor.send({ type: 'offer.downline', account: ' demo_sub3 ' });
  actor.send({ type: 'offer.kind', kind: 'dailySalary' });
  actor.send({ type: 'tier.change', index: 0, field: 'threshold', value: '1000' });
  actor.send({ type: 'tier.change', index: 0, field: 'rate', value: '0.5' });
  actor.send({ type: 'tier.add' });
  actor.send({ type: 'tier.change', index: 1, field: 'threshold', value: '5000.50' });
  actor.send({ type: 'tier.change', index: 1, field: 'rate', value: '1.25' });
};

describe('contract: the list', () => {
  it('asks for every kind of a page of several, keeps only the page’s kinds', async () => {
    const contracts = startContracts();
    expect(contracts.lastCall().input).toEqual({});
    const snapshot = await contracts.loaded();
    expect(snapshot.context.contracts.map((contract) => contract.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks for the one kind of a salary page', () => {
    const contracts = startContracts({ kinds: ['hourlySalary'] });
    expect(contracts.lastCall().input).toEqual({ kind: 'hourlySalary' });
  });

  it('shows a failed load with retry, then the list', async () => {
    const contracts = startContracts();
    await contracts.lastCall().refuse({ code: 'network.error' });
    expect(contracts.actor.getSnapshot().hasTag('listFailed')).toBe(true);
    expect(contracts.actor.getSnapshot().context.error).toBe('network.error');
    contracts.actor.send({ type: 'list.retry' });
    expect(contracts.calls).toHaveLength(2);
    const snapshot = await contracts.loaded();
    expect(snapshot.matches({ ready: 'browsing' })).toBe(true);
    expect(snapshot.context.error).toBeNull();
  });

  it('offers only the actions each contract’s status allows', async () => {
    const contracts = startContracts();
    const snapshot = await contracts.loaded();
    const can = (type: Parameters<typeof snapshot.can>[0]['type'], contractId: number) =>
      snapshot.can({ type, contractId } as Parameters<typeof snapshot.can>[0]);
    expect([1, 2, 3, 4, 5].filter((id) => can('contract.accept', id))).toEqual([3]);
    expect([1, 2, 3, 4, 5].filter((id) => can('termination.request', id))).toEqual([1]);
    expect([1, 2, 3, 4, 5].filter((id) => can('termination.approve', id))).toEqual([2]);
    expect([1, 2, 3, 4, 5].filter((id) => can('termination.refuse', id))).toEqual([2]);
    expect(snapshot.can({ type: 'offer.open', from: 2 })).toBe(true);
    expect(snapshot.can({ type: 'offer.open', from: 1 })).toBe(false);
  });
});

describe('contract: an offer', () => {
  it('sends the trimmed terms, then reloads the list with a notice', async () => {
    const contracts = startContracts();
    await contracts.loaded();
    writeDailySalary(contracts);
    contracts.actor.send({ type: 'offer.submit' });
    expect(contracts.lastCall().input).toEqual({
      downline: 'demo_sub3',
      terms: {
        kind: 'dailySalary',
        tiers: [
          { threshold: '1000', rate: '0.5' },
          { threshold: '5000.50', rate: '1.25' },
        ],
      },
      endConflicts: false,
    });
    await contracts.lastCall().answer();
    expect(contracts.lastCall().actor).toBe('loadContracts');
    const snapshot = await contracts.loaded();
    expect(snapshot.context.notice).toBe('offered');
    expect(snapshot.context.draft).toBeNull();
  });

  it('marks the form’s problems and sends nothing', async () => {
    const contracts = startContracts();
    await contracts.loaded();
    contracts.actor.send({ type: 'offer.open' });
    contracts.actor.send({ type: 'tier.change', index: 0, field: 'rate', value: '45' });
    contracts.actor.send({ type: 'offer.submit' });
    const { fieldErrors } = contracts.actor.getSnapshot().context;
    expect(fieldErrors).toEqual({
      downline: { key: 'contracts.validation.required' },
      'tier.0.threshold': { key: 'contracts.validation.required' },
      'tier.0.rate': { key: 'contracts.validation.rateAboveCap', params: { cap: '30' } },
    });
    expect(contracts.calls).toHaveLength(1);
  });

  it('keeps one to ten tiers', async () => {
    const contracts = startContracts();
    await contracts.loaded();
    contracts.actor.send({ type: 'offer.open', from: 2 });
    expect(contracts.actor.getSnapshot().context.draft?.tiers).toHaveLength(10);
    contracts.actor.send({ type: 'tier.add' });
    expect(contracts.actor.getSnapshot().context.draft?.tiers).toHaveLength(10);
    contracts.actor.send({ type: 'offer.cancel' });
    contracts.actor.send({ type: 'offer.open' });
    contracts.actor.send({ type: 'tier.remove', index: 0 });
    expect(contracts.actor.getSnapshot().context.draft?.tiers).toHaveLength(1);
  });

  it('takes the cap a refusal answers and marks the tiers above it', async () => {
    const contracts = startContracts();
    await contracts.loaded();
    contracts.actor.send({ type: 'offer.open', from: 2 });
    contracts.actor.send({ type: 'offer.submit' });
    await contracts.lastCall().refuse(capError);
    const { context } = contracts.actor.getSnapshot();
    expect(context.error).toBe('contract.rate.exceeds.upline');
    expect(context.refusedCaps).toEqual({ dividend: '20.00' });
    expect(Object.keys(context.fieldErrors)).toEqual([
      'tier.6.rate',
      'tier.7.rate',
      'tier.8.rate',
      'tier.9.rate',
    ]);
    expect(context.fieldErrors['tier.6.rate']?.params).toEqual({ cap: '20.00' });
  });

  it('names the contracts the conflict rule would end, and re-sends with endConflicts once agreed', async () => {
    const contracts = startContracts();
    await contracts.loaded();
    contracts.actor.send({ type: 'offer.open', from: 2 });
    contracts.actor.send({ type: 'offer.submit' });
    await contracts.lastCall().refuse(conflictError);
    let snapshot = contracts.actor.getSnapshot();
    expect(snapshot.hasTag('conflict')).toBe(true);
    expect(snapshot.context.conflicts).toEqual(conflictingContracts);

    contracts.actor.send({ type: 'conflict.cancel' });
    expect(contracts.actor.getSnapshot().matches({ ready: { offer: 'editing' } })).toBe(true);
    expect(contracts.calls).toHaveLength(2);

    contracts.actor.send({ type: 'offer.submit' });
    await contracts.lastCall().refuse(conflictError);
    contracts.actor.send({ type: 'conflict.confirm' });
    expect(contracts.lastCall().input).toMatchObject({ downline: 'demo_sub2', endConflicts: true });
    await contracts.lastCall().answer();
    snapshot = await contracts.loaded();
    expect(snapshot.context).toMatchObject({ notice: 'offered', endConflicts: false });
  });
});

describe('contract: answers and terminations', () => {
  it('accepts an offer through the conflict confirmation', async () => {
    const contracts = startContracts();
    await contracts.loaded();
    contracts.actor.send({ type: 'contract.accept', contractId: 3 });
    expect(contracts.lastCall().input).toEqual({
      contractId: 3,
      accept: true,
      endConflicts: false,
    });
    await contracts.lastCall().refuse(conflictError);
    expect(contracts.actor.getSnapshot().matches({ ready: { accepting: 'confirming' } })).toBe(
      true,
    );
    contracts.actor.send({ type: 'conflict.confirm' });
    expect(contracts.lastCall().input).toEqual({ contractId: 3, accept: true, endConflicts: true });
    await contracts.lastCall().answer();
    expect((await contracts.loaded()).context.notice).toBe('accepted');
  });

  it('rejects an offer, asks, approves and refuses terminations', async () => {
    const contracts = startContracts();
    await contracts.loaded();
    const steps = [
      { event: { type: 'contract.reject', contractId: 3 }, notice: 'rejected' },
      { event: { type: 'termination.request', contractId: 1 }, notice: 'terminationRequested' },
      { event: { type: 'termination.approve', contractId: 2 }, notice: 'terminationApproved' },
      { event: { type: 'termination.refuse', contractId: 2 }, notice: 'terminationRefused' },
    ] as const;
    const inputs = [];
    for (const { event, notice } of steps) {
      contracts.actor.send(event);
      inputs.push(contracts.lastCall().input);
      await contracts.lastCall().answer();
      expect((await contracts.loaded()).context.notice).toBe(notice);
    }
    expect(inputs).toEqual([
      { contractId: 3, accept: false, endConflicts: false },
      { contractId: 1 },
      { contractId: 2, accept: true, endConflicts: false },
      { contractId: 2, accept: false, endConflicts: false },
    ]);
  });

  it('shows a refused answer’s code over the list, and a conflict without names as a code', async () => {
    const contracts = startContracts();
    await contracts.loaded();
    contracts.actor.send({ type: 'termination.approve', contractId: 2 });
    await contracts.lastCall().refuse({ code: 'contract.conflict', value: { conflicts: [] } });
    const { context } = contracts.actor.getSnapshot();
    expect(contracts.actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(context).toMatchObject({ error: 'contract.conflict', subject: null });
  });
});
