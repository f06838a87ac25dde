import type { LightMyRequestResponse } from 'fastify';
import type { TestUpstream } from './upstream.ts';
import { envelope, get, send } from './upstream.ts';

type App = TestUpstream['app'];

/** `GET /wps/game/launchGame` with a token and query fields. */
export const launch = (app: App, token: string, query: Record<string, string>) =>
  get(app, `/wps/game/launchGame?${new URLSearchParams(query).toString()}`, {
    Authorization: token,
  });

/** The game URL of a successful launch. */
export const gameUrlOf = (response: LightMyRequestResponse): URL => {
  const value = envelope(response).value as { content?: { game_url?: string } } | null;
  if (response.statusCode !== 200 || !value?.content?.game_url) {
    throw new Error(`launch failed: ${response.body}`);
  }
  return new URL(value.content.game_url);
};

/** Launches an in-house game (GLS) and answers its game ticket. */
export const launchTicket = async (app: App, token: string, nodeId: string): Promise<string> => {
  const ticket = gameUrlOf(
    await launch(app, token, { launchMode: 'GLS', nodeId }),
  ).searchParams.get('ticket');
  if (!ticket) throw new Error('launch answered no ticket');
  return ticket;
};

/** A call of the game pages' API with a ticket. */
export const playApi = (
  app: App,
  ticket: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: {
      authorization: `Ticket ${ticket}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/** The value of a successful play API answer. */
export const valueOf = <T>(response: LightMyRequestResponse): T => {
  const answer = envelope(response);
  if (response.statusCode !== 200 || !answer.success) {
    throw new Error(`play api failed: ${response.statusCode} ${response.body}`);
  }
  return answer.value as T;
};

/** A new trial account's token (free play from its own client address). */
export const trialToken = async (app: App, ip = '198.51.100.7'): Promise<string> => {
  const response = await send(
    app,
    'POST',
    '/wps/session/login/freeplay',
    {},
    {
      'X-Forwarded-For': ip,
    },
  );
  const value = envelope(response).value as { token?: string } | null;
  if (!value?.token) throw new Error(`free play failed: ${response.body}`);
  return value.token;
};

export interface RoundAnswer {
  round: {
    id: number;
    kind: string;
    stake: number;
    win: number;
    status: 'open' | 'settled';
    createdAt: number;
    settledAt: number | null;
    outcome: Record<string, unknown>;
  };
  balance: number;
  replayed: boolean;
}
