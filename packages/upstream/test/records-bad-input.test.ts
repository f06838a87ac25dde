import { beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@his/shared/calls';
import { envelope, get, loginToken } from './helpers/upstream.ts';
import { fileUpstream } from './helpers/money.ts';

const up = fileUpstream();
let token: string;

beforeAll(async () => {
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
});

const ranged = ['bettingRecord', 'transactionHistory', 'personalProfit', 'bonusDetails'] as const;

/** Query strings every ranged record call refuses, and the field each one names. */
const badRanges: [query: string, field: string][] = [
  ['from=2026-01-10&to=2026-01-09', 'to'],
  ['from=2026-01-01&to=2026-04-01', 'to'],
  ['from=2026-02-30&to=2026-03-01', 'from'],
  ['from=2026-1-1&to=2026-01-02', 'from'],
  ['from=1768039321000&to=2026-01-02', 'from'],
  ['to=2026-01-02', 'from'],
  ['from=2026-01-01', 'to'],
  ['from=2026-01-01&to=2026-01-02&junk=1', ''],
];

const paged = ['bettingRecord', 'transactionHistory', 'bonusDetails'] as const;
const badPages: [query: string, field: string][] = [
  ['page=0', 'page'],
  ['page=-1', 'page'],
  ['page=1.5', 'page'],
  ['page=x', 'page'],
  ['pageSize=0', 'pageSize'],
  ['pageSize=101', 'pageSize'],
];

const refused = async (path: string, query: string) => {
  const response = await get(up.app, `${path}?${query}`, { Authorization: token });
  const answer = envelope(response);
  return {
    status: response.statusCode,
    code: answer.errorCode,
    fields: (answer.value as { fields?: string[] } | null)?.fields ?? [],
  };
};

describe('record calls refuse bad input with request_param_err', () => {
  it('refuses reversed, too long, malformed and missing ranges', async () => {
    for (const name of ranged) {
      for (const [query, field] of badRanges) {
        const answer = await refused(calls[name].path, query);
        expect({ name, query, ...answer }).toMatchObject({
          name,
          query,
          status: 400,
          code: 'request_param_err',
        });
        if (field !== '') expect(answer.fields).toContain(field);
      }
    }
  });

  it('refuses bad pages, filters and types', async () => {
    const range = 'from=2026-01-01&to=2026-01-31';
    for (const name of paged) {
      for (const [query, field] of badPages) {
        const answer = await refused(calls[name].path, `${range}&${query}`);
        expect({ name, query, ...answer }).toMatchObject({
          status: 400,
          code: 'request_param_err',
        });
        expect(answer.fields).toContain(field);
      }
    }
    for (const query of ['category=lott', 'category=L', 'vendor=his', 'vendor=%00']) {
      const answer = await refused(calls.bettingRecord.path, `${range}&${query}`);
      expect({ query, ...answer }).toMatchObject({ status: 400, code: 'request_param_err' });
    }
    const type = await refused(calls.transactionHistory.path, `${range}&type=FREE_MONEY`);
    expect(type).toMatchObject({ status: 400, code: 'request_param_err', fields: ['type'] });
  });

  it('answers the longest range (90 days, both ends included) and a one-day range', async () => {
    for (const query of ['from=2026-01-01&to=2026-03-31', 'from=2026-01-10&to=2026-01-10']) {
      for (const name of ranged) {
        const response = await get(up.app, `${calls[name].path}?${query}`, {
          Authorization: token,
        });
        expect({ name, query, status: response.statusCode }).toEqual({ name, query, status: 200 });
      }
    }
  });

  it('needs a session', async () => {
    for (const name of [...ranged, 'transactionTypes'] as const) {
      const response = await get(up.app, `${calls[name].path}?from=2026-01-01&to=2026-01-02`);
      expect(response.statusCode).toBe(401);
      expect(envelope(response).errorCode).toBe('login.not.session');
    }
  });
});
