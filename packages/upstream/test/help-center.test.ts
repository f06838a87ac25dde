import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, get, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());

const tagsOf = (value: unknown) => (value as { tag: string }[]).map((item) => item.tag);
const legal = [
  'about-company',
  'contact-us',
  'terms',
  'user-agreement',
  'responsible-gaming',
  'privacy-policy',
  'affiliates',
  'refund-policy',
];

describe('GET /wps/system/helpCenter', () => {
  it.each([
    ['EN', 'General Terms and Conditions'],
    ['KM', 'លក្ខខណ្ឌទូទៅ'],
    ['CN', '一般条款和条件'],
  ])('answers every legal and contact item in %s', async (language, terms) => {
    const value = envelope(await get(up.app, '/wps/system/helpCenter', { language })).value;
    expect(tagsOf(value)).toEqual(legal);
    const items = value as { tag: string; title: string; content: string }[];
    expect(items.find((item) => item.tag === 'terms')?.title).toBe(terms);
    for (const item of items) expect(item.content.length).toBeGreaterThan(80);
  });

  it('prefers the lang query and falls back to English', async () => {
    const km = envelope(await get(up.app, '/wps/system/helpCenter?lang=km', { language: 'CN' }));
    expect((km.value as { title: string }[])[0]?.title).toBe('អំពីក្រុមហ៊ុន');
    const fr = envelope(await get(up.app, '/wps/system/helpCenter?lang=FR'));
    expect((fr.value as { title: string }[])[0]?.title).toBe('About Company');
  });

  it('refuses a bad query with a coded 400', async () => {
    const response = await get(up.app, '/wps/system/helpCenter?device=PHONE');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('request_param_err');
  });
});
