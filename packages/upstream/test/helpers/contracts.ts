import type { FastifyInstance } from 'fastify';
import type { ContractTerms } from '@his/shared/schemas/contracts';
import type { Db } from '../../src/db/db.ts';
import { get, loginToken, send } from './upstream.ts';

type Auth = { Authorization: string };

/** The demo team of agents: demo_agent → demo_sub1 → demo_sub2 (all password Demo1234). */
export const agentAuth = async (app: FastifyInstance, account: string): Promise<Auth> => ({
  Authorization: await loginToken(app, account, 'Demo1234'),
});

/**
 * Every contract and settlement gone (the ledger keeps what was paid): the seed's demo contracts
 * too, for tests that start from an agent team without any.
 */
export const removeContracts = async (db: Db): Promise<void> => {
  await db.exec(`DELETE FROM agent_contract_settlements;
    DELETE FROM agent_contract_terminations;
    DELETE FROM agent_contracts;`);
};

/** A salary or dividend contract of one flat rate (one tier from zero). */
export const flatTerms = (kind: ContractTerms['kind'], rate: string): ContractTerms =>
  kind === 'dividend'
    ? { kind, period: 'weekly', tiers: [{ threshold: 0, rate }] }
    : { kind, tiers: [{ threshold: '0', rate }] };

export const offer = (
  app: FastifyInstance,
  auth: Auth,
  downline: string,
  terms: ContractTerms,
  endConflicts?: boolean,
) =>
  send(
    app,
    'POST',
    '/wps/agent/contracts/offer',
    { downline, terms, ...(endConflicts === undefined ? {} : { endConflicts }) },
    auth,
  );

export const respond = (
  app: FastifyInstance,
  auth: Auth,
  contractId: number,
  accept: boolean,
  endConflicts?: boolean,
) =>
  send(
    app,
    'POST',
    '/wps/agent/contracts/respond',
    { contractId, accept, ...(endConflicts === undefined ? {} : { endConflicts }) },
    auth,
  );

export const terminate = (app: FastifyInstance, auth: Auth, contractId: number) =>
  send(app, 'POST', '/wps/agent/contracts/terminate', { contractId }, auth);

export const contracts = (app: FastifyInstance, auth: Auth, query = '') =>
  get(app, `/wps/agent/contracts${query}`, auth);

/** The id of a successful offer (fails the test with the answer otherwise). */
export const offeredId = async (response: Awaited<ReturnType<typeof offer>>): Promise<number> => {
  const body = response.json<{ success: boolean; value: { id: number } | null }>();
  if (!body.success || !body.value) throw new Error(`offer refused: ${response.body}`);
  return body.value.id;
};

/** Offers and has the downline accept: a contract in force; returns its id. */
export const contractInForce = async (
  app: FastifyInstance,
  upline: Auth,
  downline: Auth,
  downlineAccount: string,
  terms: ContractTerms,
): Promise<number> => {
  const id = await offeredId(await offer(app, upline, downlineAccount, terms, true));
  const accepted = await respond(app, downline, id, true, true);
  if (accepted.statusCode !== 200) throw new Error(`accept refused: ${accepted.body}`);
  return id;
};
