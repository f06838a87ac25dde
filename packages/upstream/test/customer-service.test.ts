import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desDecrypt } from '@his/shared/platform-cipher';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, get, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());

/** The platform's way (UPSTREAM.md §5.1): ciphertext, then the 8-character key. */
const decrypt = (path: string) => desDecrypt(path.slice(0, -8), path.slice(-8));

interface PathItem {
  type: string;
  path: string;
}

describe('GET /wps/system/domainRoute', () => {
  it('lists the live chat as the encrypted item of type 3, a new key each time', async () => {
    const first = envelope(await get(up.app, '/wps/system/domainRoute?domain=his.example'));
    expect(first.success).toBe(true);
    const items = (first.value as { version: { pathList: PathItem[] } }).version.pathList;
    const chat = items.find((item) => item.type === '3');
    expect(chat).toBeDefined();
    expect(chat?.path).not.toContain('livechat');
    expect(decrypt(chat?.path ?? '')).toBe('/livechat');

    const second = envelope(await get(up.app, '/wps/system/domainRoute?domain=his.example'));
    const again = (second.value as { version: { pathList: PathItem[] } }).version.pathList;
    expect(again.find((item) => item.type === '3')?.path).not.toBe(chat?.path);
  });

  it.each(['', '?domain=', '?domain=his.example&x=1', '?domain=%3Cscript%3E'])(
    'refuses %j with a coded 400, as the platform does without its params',
    async (query) => {
      const response = await get(up.app, `/wps/system/domainRoute${query}`);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).errorCode).toBe('request_param_err');
    },
  );
});

describe('the permission’s customer service', () => {
  it('carries the live and VIP channels encrypted, and the house’s messengers', async () => {
    const { value } = envelope(await get(up.app, '/wps/system/status'));
    const info = (
      value as {
        info: {
          customerService: { csType: string; path: string }[];
          resources: { resourceType: string; url: string }[];
        };
      }
    ).info;
    const channels = Object.fromEntries(
      info.customerService.map((channel) => [channel.csType, decrypt(channel.path)]),
    );
    expect(channels).toEqual({ LIVECHAT: '/livechat', VIP: '/livechat?channel=vip' });
    const links = Object.fromEntries(
      info.resources.map((resource) => [resource.resourceType, resource.url]),
    );
    expect(links.TELEGRAM).toMatch(/^https:\/\/t\.me\/\w+$/);
    expect(links.WHATSAPP).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });
});
