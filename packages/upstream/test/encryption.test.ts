import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desEncrypt, encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import { browserEncrypt } from './helpers/browser-cipher.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, get, merchant, send, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;
let modulus: string;
const credentials = { username: 'demo_player', password: 'Demo1234', type: 'username' };

beforeAll(async () => {
  up = await startTestUpstream();
  modulus = (await get(up.app, '/wps/session/key/rsa')).body;
});
afterAll(() => up.close());

const postLogin = (
  payload: string,
  headers: Record<string, string>,
  contentType = 'application/json',
) =>
  up.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...merchant, 'content-type': contentType, ...headers },
    payload,
  });

const key = () => sessionKeyFromBytes(randomBytes(16));

describe('encrypted bodies (platform scheme)', () => {
  it('decrypts a body encrypted with the served key, all three headers present', async () => {
    const request = encryptRequest(credentials, modulus, key());
    const response = await postLogin(JSON.stringify(request.body), request.headers);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toMatchObject({ userName: 'demo_player' });
  });

  it('decrypts what the platform browser script sends (reversed key, BigInt RSA, CryptoJS DES, no X-RSA)', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { rsa, des } = browserEncrypt(credentials, modulus);
      const response = await postLogin(JSON.stringify({ value: des }), {
        Encryption: rsa,
        'X-Digest': des,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('accepts the legacy body: the bare DES string with only Encryption', async () => {
    const { rsa, des } = browserEncrypt(credentials, modulus);
    const response = await postLogin(des, { Encryption: rsa }, 'text/plain');
    expect(response.statusCode).toBe(200);
  });

  it('answers request_body_required when Encryption is missing', async () => {
    const plain = await send(up.app, 'POST', '/wps/session/login', credentials);
    expect(plain.statusCode).toBe(400);
    expect(envelope(plain).errorCode).toBe('request_body_required');
    const { des } = browserEncrypt(credentials, modulus);
    const withoutHeader = await postLogin(JSON.stringify({ value: des }), { 'X-Digest': des });
    expect(envelope(withoutHeader).errorCode).toBe('request_body_required');
  });

  it('answers request_body_required when the body is missing', async () => {
    const { rsa } = browserEncrypt(credentials, modulus);
    const response = await postLogin('', { Encryption: rsa });
    expect(envelope(response).errorCode).toBe('request_body_required');
  });

  it.each([
    [
      'a non-hex RSA part',
      () => ({ headers: { Encryption: 'zz-not-hex' }, body: { value: 'AAAA' } }),
    ],
    [
      'an RSA part of another key',
      () => {
        const other = encryptRequest(credentials, 'c'.repeat(256), key());
        return { headers: { Encryption: other.headers.Encryption }, body: other.body };
      },
    ],
    [
      'a DES body under another session key',
      () => {
        const request = encryptRequest(credentials, modulus, key());
        return {
          headers: { Encryption: request.headers.Encryption },
          body: { value: desEncrypt('{"a":1}', key()) },
        };
      },
    ],
    [
      'an X-Digest that differs from the body',
      () => {
        const request = encryptRequest(credentials, modulus, key());
        return { headers: { ...request.headers, 'X-Digest': 'AAAA' }, body: request.body };
      },
    ],
    [
      'an X-RSA naming a key we never served',
      () => {
        const request = encryptRequest(credentials, modulus, key());
        return { headers: { ...request.headers, 'X-RSA': 'ab'.repeat(128) }, body: request.body };
      },
    ],
    [
      'a body value that is not base64',
      () => ({ headers: { Encryption: 'abcd' }, body: { value: '%%%' } }),
    ],
    [
      'a body value that is not a string',
      () => ({ headers: { Encryption: 'abcd' }, body: { value: 42 } }),
    ],
  ])('answers decrypt.failed for %s', async (_name, make) => {
    const { headers, body } = make();
    const response = await postLogin(JSON.stringify(body), headers);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('decrypt.failed');
  });

  it('answers request_param_err when the decrypted body is not a login', async () => {
    const request = encryptRequest({ username: 42 }, modulus, key());
    const response = await postLogin(JSON.stringify(request.body), request.headers);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: ['username', 'password'] },
    });
  });
});
