import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-check.ts';

const call = (text: string, status = 200) => ({
  schema: { call: 'memberInfo' as const },
  status,
  ok: status < 400,
  text,
});

describe('checkAnswer', () => {
  it('gives the value of a successful envelope, checked with its schema', () => {
    const session = { loggedIn: false, account: null, nickname: null, isAgent: null };
    expect(
      checkAnswer({
        schema: { bff: 'session' },
        status: 200,
        ok: true,
        text: JSON.stringify(session),
      }),
    ).toEqual({ ok: true, value: session });
    expect(checkAnswer(call(JSON.stringify({ success: true, value: { account: 7 } })))).toEqual({
      ok: false,
      code: 'upstream.bad.answer',
      status: 200,
      captcha: false,
      value: null,
    });
  });

  it('gives a failure its code, captcha request and value; an unknown code reads as internal', () => {
    const refused = { success: false, errorCode: 'login.failed', value: { captcha: true } };
    expect(checkAnswer(call(JSON.stringify(refused), 400))).toEqual({
      ok: false,
      code: 'login.failed',
      status: 400,
      captcha: true,
      value: { captcha: true },
    });
    expect(
      checkAnswer(call(JSON.stringify({ success: false, errorCode: 'made.up.code' }), 400)),
    ).toMatchObject({ ok: false, code: 'internal.error' });
  });

  it('reads an answer that is no JSON as a bad answer, or an ended session on a 401', () => {
    expect(checkAnswer(call('<html>', 502))).toMatchObject({ code: 'upstream.bad.answer' });
    expect(checkAnswer(call('', 401))).toMatchObject({ code: 'login.not.session', status: 401 });
  });
});
