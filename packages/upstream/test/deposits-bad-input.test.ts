import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@his/shared/errors';
import type { ErrorCode } from '@his/shared/errors';
import { createDeposit, createdDeposit, newKey } from './helpers/deposits.ts';
import { fingerprint } from './helpers/db.ts';
import { envelope, get, loginToken, qa } from './helpers/upstream.ts';
import { fileUpstream } from './helpers/money.ts';

const up = fileUpstream();
let token: string;
let agent: string;
let agentOrder: { id: number; reference: string };
let before: string;

beforeAll(async () => {
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
  agent = await loginToken(up.app, 'demo_agent', 'Demo1234');
  agentOrder = await createdDeposit(up.app, agent);
  before = await fingerprint(up.db);
});

const refusedWith = (response: Awaited<ReturnType<typeof get>>, code: ErrorCode) => {
  expect(response.statusCode, response.body).toBe(errorCatalogue[code].status);
  expect(envelope(response).errorCode).toBe(code);
};

describe('bad input to the deposit calls', () => {
  it.each([
    ['a zero amount', { channelId: 'QR_KHQR', amount: '0' }, 'deposit.amount.limit'],
    ['zero with decimals', { channelId: 'QR_KHQR', amount: '0.00' }, 'deposit.amount.limit'],
    ['below the minimum', { channelId: 'BANK_ABA', amount: '9.99' }, 'deposit.amount.limit'],
    ['above the maximum', { channelId: 'QR_KHQR', amount: '5000.01' }, 'deposit.amount.limit'],
    ['a huge amount', { channelId: 'QR_KHQR', amount: '999999999999.99' }, 'deposit.amount.limit'],
    ['a negative amount', { channelId: 'QR_KHQR', amount: '-10' }, 'request_param_err'],
    ['three decimals', { channelId: 'QR_KHQR', amount: '10.001' }, 'request_param_err'],
    ['too many digits', { channelId: 'QR_KHQR', amount: '1'.repeat(40) }, 'request_param_err'],
    ['an exponent', { channelId: 'QR_KHQR', amount: '1e3' }, 'request_param_err'],
    ['a number, not a string', { channelId: 'QR_KHQR', amount: 10 }, 'request_param_err'],
    ['words', { channelId: 'QR_KHQR', amount: 'ten' }, 'request_param_err'],
    ['an empty amount', { channelId: 'QR_KHQR', amount: '' }, 'request_param_err'],
    ['a NUL', { channelId: 'QR_KHQR', amount: '10\u0000' }, 'request_param_err'],
    ['no amount', { channelId: 'QR_KHQR' }, 'request_param_err'],
    ['an extra field', { channelId: 'QR_KHQR', amount: '10', memberId: 1 }, 'request_param_err'],
    ['an unknown channel', { channelId: 'BANK_NOPE', amount: '10' }, 'deposit.channel.not.found'],
    ['a malformed channel', { channelId: 'qr khqr', amount: '10' }, 'request_param_err'],
  ] as const)('%s answers %s', async (_name, body, code) => {
    refusedWith(await createDeposit(up.app, token, body, newKey()), code);
  });

  it('names the channel limits when the amount is outside them', async () => {
    const response = await createDeposit(up.app, token, { channelId: 'BANK_ABA', amount: '5' });
    expect(envelope(response).value).toEqual({ minAmount: '10.00', maxAmount: '10000.00' });
  });

  it('refuses a bad report query and another member’s order', async () => {
    const auth = { Authorization: token };
    const report = '/wps/relay/MCS2_depositTransactioNReport';
    for (const query of ['pageNo=0', 'pageSize=1000', 'status=paid', 'orderId=-1', 'orderId=x']) {
      refusedWith(await get(up.app, `${report}?${query}`, auth), 'request_param_err');
    }
    refusedWith(
      await get(up.app, `${report}?orderId=${agentOrder.id}`, auth),
      'deposit.order.not.found',
    );
  });

  it('refuses every deposit call without a session', async () => {
    refusedWith(await get(up.app, '/wps/relay/MCSFE_getDepositSettings'), 'login.not.session');
    refusedWith(
      await createDeposit(up.app, 'nope', { channelId: 'QR_KHQR', amount: '10' }),
      'login.not.session',
    );
  });

  it('refuses bad QA decisions', async () => {
    refusedWith(await qa(up.app, '/qa/deposits/approve', { reference: 'x' }), 'request_param_err');
    refusedWith(
      await qa(up.app, '/qa/deposits/reject', { reference: agentOrder.reference }),
      'request_param_err',
    );
    refusedWith(
      await qa(up.app, '/qa/deposits/approve', { reference: 'DP222222222222' }),
      'deposit.order.not.found',
    );
  });

  it('changed nothing', async () => {
    expect(await fingerprint(up.db)).toBe(before);
  });
});
