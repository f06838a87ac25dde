import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, ContractTerms } from '@his/shared/schemas/contracts';
import { exceeds, houseCaps, tiersOf } from '../src/agents/contract-terms.ts';
import {
  agentAuth,
  contractInForce,
  contracts,
  flatTerms,
  offer,
  offeredId,
  removeContracts,
  respond,
  terminate,
} from './helpers/contracts.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { get, loginToken, startTestUpstream } from './helpers/upstream.ts';

/**
 * Agent contracts (issue 15): who may offer what to whom, the answers, terminations and the
 * conflict rule across three levels of the demo team (demo_agent → demo_sub1 → demo_sub2). Each
 * test runs on its own upstream: contracts in force are state the next test must not inherit.
 */

type Auth = { Authorization: string };
interface Team {
  up: TestUpstream;
  agent: Auth;
  sub1: Auth;
  sub2: Auth;
}

const startTeam = async (): Promise<Team> => {
  const up = await startTestUpstream();
  // The seed's demo contracts out of the way: these tests build the tree they check.
  await removeContracts(up.db);
  return {
    up,
    agent: await agentAuth(up.app, 'demo_agent'),
    sub1: await agentAuth(up.app, 'demo_sub1'),
    sub2: await agentAuth(up.app, 'demo_sub2'),
  };
};

const envelope = (response: { json: <T>() => T }) =>
  response.json<{ success: boolean; errorCode: string | null; value: unknown }>();

const listOf = async (team: Team, auth: Auth, query = ''): Promise<Contract[]> =>
  envelope(await contracts(team.up.app, auth, query)).value as Contract[];

/** Everything the three agents see: a refused call must leave it as it was. */
const snapshot = async (team: Team) => ({
  agent: await listOf(team, team.agent),
  sub1: await listOf(team, team.sub1),
  sub2: await listOf(team, team.sub2),
});

const statusOf = async (team: Team, id: number) =>
  (await listOf(team, team.agent)).concat(await listOf(team, team.sub2)).find((c) => c.id === id);

describe('who may hold and offer contracts', () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam();
  });
  afterAll(() => team.up.close());

  it('refuses a player every contract call', async () => {
    const player = { Authorization: await loginToken(team.up.app, 'demo_player', 'Demo1234') };
    expect(envelope(await contracts(team.up.app, player)).errorCode).toBe('contract.not.agent');
    const offered = await offer(team.up.app, player, 'demo_sub1', flatTerms('dividend', '10'));
    expect(offered.statusCode).toBe(403);
    expect(envelope(offered).errorCode).toBe('contract.not.agent');
  });

  it('offers only to a direct downline agent', async () => {
    const before = await snapshot(team);
    for (const downline of ['demo_sub2', 'demo_down1', 'demo_player', 'nobody_here']) {
      const refused = await offer(team.up.app, team.agent, downline, flatTerms('dividend', '10'));
      expect(envelope(refused).errorCode, downline).toBe('contract.downline.not.found');
    }
    expect(await snapshot(team)).toEqual(before);
  });

  it("caps a top agent at the house's rate and a sub-agent at its own contract", async () => {
    const tooHigh = await offer(
      team.up.app,
      team.agent,
      'demo_sub1',
      flatTerms('dividend', '50.01'),
    );
    expect(envelope(tooHigh)).toMatchObject({
      errorCode: 'contract.rate.exceeds.upline',
      value: { cap: '50.00' },
    });
    // demo_sub1 holds no daily salary: it can offer none.
    const none = await offer(team.up.app, team.sub1, 'demo_sub2', flatTerms('dailySalary', '0.1'));
    expect(envelope(none)).toMatchObject({
      errorCode: 'contract.rate.exceeds.upline',
      value: { cap: '0.00' },
    });
  });

  it('compares tiers at every threshold, not only the top rate', async () => {
    const terms: ContractTerms = {
      kind: 'dailySalary',
      tiers: [
        { threshold: '0', rate: '1' },
        { threshold: '10000', rate: '2' },
      ],
    };
    await contractInForce(team.up.app, team.agent, team.sub1, 'demo_sub1', terms);
    // 1.5 % from the first bet pays more than demo_sub1's 1 % below 10,000.
    const early = await offer(team.up.app, team.sub1, 'demo_sub2', {
      kind: 'dailySalary',
      tiers: [{ threshold: '0', rate: '1.5' }],
    });
    expect(envelope(early).errorCode).toBe('contract.rate.exceeds.upline');
    const within = await offer(team.up.app, team.sub1, 'demo_sub2', {
      kind: 'dailySalary',
      tiers: [
        { threshold: '0', rate: '0.5' },
        { threshold: '20000', rate: '2' },
      ],
    });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('keeps one waiting offer per kind, and the downline may reject it', async () => {
    const first = await offeredId(
      await offer(team.up.app, team.agent, 'demo_sub1', flatTerms('hourlySalary', '1')),
    );
    const again = await offer(team.up.app, team.agent, 'demo_sub1', flatTerms('hourlySalary', '2'));
    expect(envelope(again).errorCode).toBe('contract.offer.waiting');
    // The upline cannot answer its own offer; the downline can.
    expect(envelope(await respond(team.up.app, team.agent, first, true)).errorCode).toBe(
      'contract.state.invalid',
    );
    expect((await respond(team.up.app, team.sub1, first, false)).statusCode).toBe(200);
    expect((await statusOf(team, first))?.status).toBe('rejected');
    expect(envelope(await respond(team.up.app, team.sub1, first, true)).errorCode).toBe(
      'contract.state.invalid',
    );
  });

  it('answers contract.not.found for a contract the member is no side of', async () => {
    const id = await offeredId(
      await offer(team.up.app, team.agent, 'demo_sub1', flatTerms('realtimeSalary', '0.1')),
    );
    expect(envelope(await respond(team.up.app, team.sub2, id, true)).errorCode).toBe(
      'contract.not.found',
    );
    expect(envelope(await terminate(team.up.app, team.sub2, id)).errorCode).toBe(
      'contract.not.found',
    );
  });

  it.each([
    [
      'falling rates',
      {
        kind: 'dailySalary',
        tiers: [
          { threshold: '0', rate: '2' },
          { threshold: '5', rate: '1' },
        ],
      },
    ],
    [
      'a threshold twice',
      {
        kind: 'dailySalary',
        tiers: [
          { threshold: '5', rate: '1' },
          { threshold: '5', rate: '2' },
        ],
      },
    ],
    [
      'eleven tiers',
      {
        kind: 'hourlySalary',
        tiers: Array.from({ length: 11 }, (_, i) => ({ threshold: String(i), rate: '1' })),
      },
    ],
    [
      'a rate above 100',
      { kind: 'dividend', period: 'weekly', tiers: [{ threshold: 0, rate: '100.5' }] },
    ],
    [
      'a negative threshold',
      { kind: 'dividend', period: 'weekly', tiers: [{ threshold: -1, rate: '1' }] },
    ],
    ['no period on a dividend', { kind: 'dividend', tiers: [{ threshold: 0, rate: '1' }] }],
    ['an unknown kind', { kind: 'bonus', tiers: [{ threshold: '0', rate: '1' }] }],
    ['three decimals', { kind: 'dailySalary', tiers: [{ threshold: '0', rate: '0.125' }] }],
  ])('refuses %s with a coded error and changes nothing', async (_what, terms) => {
    const before = await snapshot(team);
    const refused = await offer(team.up.app, team.agent, 'demo_sub1', terms as ContractTerms);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).errorCode).toBe('request_param_err');
    expect(await snapshot(team)).toEqual(before);
  });
});

describe('the consolidated contract flags', () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam();
  });
  afterAll(() => team.up.close());

  const flagsOf = async (auth: Auth) =>
    envelope(await get(team.up.app, '/wps/member/info/funds/consolidated', auth)).value;
  const nothing = {
    divtypeinfo: 0,
    dailysalinfotype: 0,
    contracthoursalinfo: 0,
    realtimesalinfotype: 0,
    divtypereq: 0,
    dailysalreqtype: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
  };

  it('gives a player nothing, a top agent every kind, a sub-agent what it holds or is asked', async () => {
    const player = { Authorization: await loginToken(team.up.app, 'demo_player', 'Demo1234') };
    expect(await flagsOf(player)).toEqual(nothing);
    expect(await flagsOf(team.agent)).toEqual({
      ...nothing,
      divtypeinfo: 1,
      dailysalinfotype: 1,
      contracthoursalinfo: 1,
      realtimesalinfotype: 1,
    });
    expect(await flagsOf(team.sub1)).toEqual(nothing);

    const { app } = team.up;
    const id = await offeredId(
      await offer(app, team.agent, 'demo_sub1', flatTerms('dividend', '10')),
    );
    expect(await flagsOf(team.sub1)).toEqual({ ...nothing, divtypeinfo: 1, divtypereq: 1 });
    await respond(app, team.sub1, id, true);
    expect(await flagsOf(team.sub1)).toEqual({ ...nothing, divtypeinfo: 1 });
    // A termination the upline asks for waits for demo_sub1's answer, not for the upline's.
    await terminate(app, team.agent, id);
    expect(await flagsOf(team.sub1)).toEqual({ ...nothing, divtypeinfo: 1, divtypereq: 1 });
    expect(await flagsOf(team.agent)).toMatchObject({ divtypereq: 0 });
  });
});

describe('the conflict rule across three levels', () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam();
  });
  afterAll(() => team.up.close());

  it('names the contracts a lower offer would end, and ends them once both agents agree', async () => {
    const { app } = team.up;
    const old = await contractInForce(
      app,
      team.agent,
      team.sub1,
      'demo_sub1',
      flatTerms('dividend', '30'),
    );
    const below = await contractInForce(
      app,
      team.sub1,
      team.sub2,
      'demo_sub2',
      flatTerms('dividend', '25'),
    );

    // 20 % to demo_sub1 is less than the 25 % it pays demo_sub2: that contract would end.
    const before = await snapshot(team);
    const asked = await offer(app, team.agent, 'demo_sub1', flatTerms('dividend', '20'));
    expect(envelope(asked)).toMatchObject({
      errorCode: 'contract.conflict',
      value: {
        conflicts: [
          {
            id: below,
            kind: 'dividend',
            upline: { account: 'demo_sub1' },
            downline: { account: 'demo_sub2' },
            topRate: '25.00',
          },
        ],
      },
    });
    expect(await snapshot(team)).toEqual(before);

    const id = await offeredId(
      await offer(app, team.agent, 'demo_sub1', flatTerms('dividend', '20'), true),
    );
    // demo_sub1, whose team it is, must agree too.
    const unconfirmed = await respond(app, team.sub1, id, true);
    expect(envelope(unconfirmed).errorCode).toBe('contract.conflict');
    expect((await statusOf(team, below))?.status).toBe('accepted');

    expect((await respond(app, team.sub1, id, true, true)).statusCode).toBe(200);
    expect(await statusOf(team, id)).toMatchObject({ status: 'accepted' });
    expect(await statusOf(team, old)).toMatchObject({
      status: 'terminated',
      endReason: 'replaced',
    });
    expect(await statusOf(team, below)).toMatchObject({
      status: 'terminated',
      endReason: 'conflict',
    });
  });

  it('keeps a contract below that stays within the new rate', async () => {
    const { app } = team.up;
    await contractInForce(app, team.agent, team.sub1, 'demo_sub1', flatTerms('hourlySalary', '2'));
    const below = await contractInForce(
      app,
      team.sub1,
      team.sub2,
      'demo_sub2',
      flatTerms('hourlySalary', '1'),
    );
    const id = await offeredId(
      await offer(app, team.agent, 'demo_sub1', flatTerms('hourlySalary', '1.5')),
    );
    expect((await respond(app, team.sub1, id, true)).statusCode).toBe(200);
    expect((await statusOf(team, below))?.status).toBe('accepted');
  });

  it('ends the contracts below an agreed termination, once the approving side agrees', async () => {
    const { app } = team.up;
    const top = await contractInForce(
      app,
      team.agent,
      team.sub1,
      'demo_sub1',
      flatTerms('realtimeSalary', '1'),
    );
    const below = await contractInForce(
      app,
      team.sub1,
      team.sub2,
      'demo_sub2',
      flatTerms('realtimeSalary', '0.5'),
    );
    expect((await terminate(app, team.sub1, top)).statusCode).toBe(200);
    expect(envelope(await terminate(app, team.agent, top)).errorCode).toBe(
      'contract.state.invalid',
    );
    // The side that asked cannot approve its own request.
    expect(envelope(await respond(app, team.sub1, top, true)).errorCode).toBe(
      'contract.state.invalid',
    );
    expect((await statusOf(team, top))?.terminationRequestedBy).toBe('downline');
    expect(envelope(await respond(app, team.agent, top, true)).errorCode).toBe('contract.conflict');
    expect((await respond(app, team.agent, top, true, true)).statusCode).toBe(200);
    expect(await statusOf(team, top)).toMatchObject({
      status: 'terminated',
      endReason: 'termination',
    });
    expect(await statusOf(team, below)).toMatchObject({
      status: 'terminated',
      endReason: 'conflict',
    });
  });

  it('lets the other side reject a termination: the contract stays in force', async () => {
    const { app } = team.up;
    const id = await contractInForce(
      app,
      team.agent,
      team.sub1,
      'demo_sub1',
      flatTerms('dailySalary', '1'),
    );
    expect((await terminate(app, team.agent, id)).statusCode).toBe(200);
    expect((await respond(app, team.sub1, id, false)).statusCode).toBe(200);
    expect(await statusOf(team, id)).toMatchObject({
      status: 'accepted',
      terminationRequestedBy: null,
    });
  });
});

describe('a downline never pays more than its upline, whatever the agents do', () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam();
  });
  afterAll(() => team.up.close());

  // One kind and a few rates, so that offers meet each other's contracts often.
  const rate = fc.constantFrom('10', '20', '30', '40', '60');
  const level = fc.constantFrom(0, 1);
  const step = fc.oneof(
    // An upline offers; the downline answers at once.
    fc.record({
      op: fc.constant('contract' as const),
      level,
      rate,
      agree: fc.boolean(),
      accept: fc.boolean(),
      agreeToo: fc.boolean(),
    }),
    // One side asks to end the level's contract in force; the other side answers.
    fc.record({
      op: fc.constant('end' as const),
      level,
      byUpline: fc.boolean(),
      approve: fc.boolean(),
      agree: fc.boolean(),
    }),
  );

  /** Every contract in force is within its upline's: the house's, or the upline's own. */
  const checkTree = async () => {
    const all = new Map<number, Contract>();
    for (const auth of [team.agent, team.sub1, team.sub2]) {
      for (const contract of await listOf(team, auth)) all.set(contract.id, contract);
    }
    const inForce = [...all.values()].filter((c) => c.status === 'accepted');
    for (const contract of inForce) {
      const capContract = inForce.find(
        (c) =>
          c.downline.account === contract.upline.account && c.terms.kind === contract.terms.kind,
      );
      const cap =
        contract.upline.account === 'demo_agent'
          ? houseCaps[contract.terms.kind]
          : capContract
            ? tiersOf(capContract.terms)
            : [];
      expect(exceeds(tiersOf(contract.terms), cap), JSON.stringify(contract)).toBe(false);
    }
  };

  it('holds after any sequence of offers, answers and terminations', async () => {
    const { app } = team.up;
    const levels = [
      { upline: team.agent, downline: team.sub1, account: 'demo_sub1' },
      { upline: team.sub1, downline: team.sub2, account: 'demo_sub2' },
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          const { upline, downline, account } = levels[s.level];
          if (s.op === 'contract') {
            const asked = await offer(app, upline, account, flatTerms('dividend', s.rate), s.agree);
            const id = envelope(asked).success
              ? (envelope(asked).value as { id: number }).id
              : null;
            if (id !== null) await respond(app, downline, id, s.accept, s.agreeToo);
          } else {
            const held = (await listOf(team, downline)).find(
              (c) => c.status === 'accepted' && c.downline.account === account,
            );
            if (held) {
              const [asking, answering] = s.byUpline ? [upline, downline] : [downline, upline];
              await terminate(app, asking, held.id);
              await respond(app, answering, held.id, s.approve, s.agree);
            }
          }
          await checkTree();
        }
      }),
      { numRuns: 40 },
    );
    // Some 400 calls on one upstream: a minute on a busy machine, so not the 20 s default.
  }, 120_000);
});
