import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { calls } from '@his/shared/calls';
import type { AgentTeamMember } from '@his/shared/schemas/agent-center';
import { envelopeSchema } from '@his/shared/envelope';
import { get } from './upstream.ts';
import { encryptedCall, newKey, paymentPassword } from './withdrawals.ts';

type Headers = Record<string, string>;

/** The agent center's GET calls. */
export type AgentRead =
  | 'agentNotices'
  | 'agentTeamOverview'
  | 'agentTeamMembers'
  | 'agentTeamBets'
  | 'agentUserLoss'
  | 'agentTeamTransactions';

/** A GET of the agent center with a query, as sent. */
export const agentGet = (
  app: FastifyInstance,
  name: AgentRead,
  auth: Headers,
  query: Record<string, string | number> = {},
): Promise<LightMyRequestResponse> => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return get(app, `${calls[name].path}${search ? `?${search}` : ''}`, auth);
};

/** The same, parsed with the registry's schema (fails the test on any refusal). */
export const agentRead = async <N extends AgentRead>(
  app: FastifyInstance,
  name: N,
  auth: Headers,
  query: Record<string, string | number> = {},
): Promise<z.output<(typeof calls)[N]['value']>> => {
  const response = await agentGet(app, name, auth, query);
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
  return envelopeSchema(calls[name].value).parse(response.json()).value as z.output<
    (typeof calls)[N]['value']
  >;
};

/** Registers a downline (encrypted), with the password confirmed unless told otherwise. */
export const registerDownline = (
  app: FastifyInstance,
  auth: Headers,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  encryptedCall(
    app,
    'PUT',
    calls.agentRegisterDownline.path,
    { confirmPassword: body.password, ...body },
    auth,
  );

/** Registers a downline and answers it (fails the test on a refusal). */
export const registeredDownline = async (
  app: FastifyInstance,
  auth: Headers,
  username: string,
  accountType: 'player' | 'agent' = 'player',
): Promise<AgentTeamMember> => {
  const response = await registerDownline(app, auth, {
    username,
    password: 'Demo1234',
    accountType,
  });
  if (response.statusCode !== 200) throw new Error(`register ${username}: ${response.body}`);
  return envelopeSchema(calls.agentRegisterDownline.value).parse(response.json())
    .value as AgentTeamMember;
};

/** A transfer to a team member (encrypted, with a fresh key unless one is given). */
export const transferDownline = (
  app: FastifyInstance,
  auth: Headers,
  account: unknown,
  amount: unknown,
  options: { key?: string; password?: unknown; remark?: unknown } = {},
): Promise<LightMyRequestResponse> =>
  encryptedCall(
    app,
    'POST',
    calls.agentTransferDownline.path,
    {
      account,
      amount,
      password: options.password ?? paymentPassword,
      ...(options.remark === undefined ? {} : { remark: options.remark }),
    },
    { ...auth, 'Idempotency-Key': options.key ?? newKey() },
  );
