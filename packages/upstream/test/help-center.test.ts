import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expectRefused } from './helpers/refused.ts';
import { describeOnEveryStore } from './helpers/stores.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, get, qa, resetData, send, startTestUpstream } from './helpers/upstream.ts';

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

const helpItems = async (app: FastifyInstance, language: string) => {
  const response = await get(app, '/wps/system/helpCenter', { language });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(response).value as { tag: string; title: string; content: string }[];
};

const siteResources = async (app: FastifyInstance) =>
  (
    envelope(await get(app, '/wps/system/status')).value as {
      info: { resources: { resourceType: string; labelNameEn: string; url: string }[] };
    }
  ).info.resources;

const qaHelpCenter = async (app: FastifyInstance): Promise<unknown> =>
  (await app.inject({ method: 'GET', url: '/qa/help-center' })).json();

const created = async (app: FastifyInstance, url: string, body: unknown): Promise<number> => {
  const response = await qa(app, url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
};

const bonusRules = {
  tag: 'bonus-rules',
  title: { EN: 'Bonus Rules', KM: 'ច្បាប់ប្រាក់រង្វាន់', CN: '奖金规则' },
  content:
    '<p>A bonus is played through <strong>ten times</strong> before it can be withdrawn.</p>',
};

describeOnEveryStore('help center and site resources as data', (upstream) => {
  beforeEach(async () => {
    await resetData(upstream().app);
  });

  it('lists an item QA adds last, in each language, and a change or a deletion at once', async () => {
    const { app } = upstream();
    expect(tagsOf(await helpItems(app, 'EN'))).toEqual(legal);
    const id = await created(app, '/qa/help-center/items', bonusRules);
    for (const [language, title] of [
      ['EN', 'Bonus Rules'],
      ['KM', 'ច្បាប់ប្រាក់រង្វាន់'],
      ['CN', '奖金规则'],
    ] as const) {
      const items = await helpItems(app, language);
      expect(tagsOf(items)).toEqual([...legal, 'bonus-rules']);
      expect(items.at(-1)).toEqual({ tag: 'bonus-rules', title, content: bonusRules.content });
    }

    const change = await send(app, 'PUT', `/qa/help-center/items/${id}`, {
      content: { EN: '<p>Five times.</p>', KM: '<p>ប្រាំដង។</p>', CN: '<p>五倍。</p>' },
      position: 5,
    });
    expect(change.statusCode, change.body).toBe(200);
    const km = await helpItems(app, 'KM');
    expect(km[0]).toMatchObject({ tag: 'bonus-rules', content: '<p>ប្រាំដង។</p>' });
    expect(km[0]?.title).toBe('ច្បាប់ប្រាក់រង្វាន់');

    expect((await send(app, 'DELETE', `/qa/help-center/items/${id}`)).statusCode).toBe(200);
    expect(tagsOf(await helpItems(app, 'CN'))).toEqual(legal);
    const again = await send(app, 'DELETE', `/qa/help-center/items/${id}`);
    expect([again.statusCode, envelope(again).errorCode]).toEqual([404, 'not.found']);
  });

  it('answers the resources QA changes in the permission call at once', async () => {
    const { app } = upstream();
    const { resources } = (await qaHelpCenter(app)) as {
      resources: { id: number; resourceType: string }[];
    };
    const telegram = resources.find((resource) => resource.resourceType === 'TELEGRAM');
    expect((await siteResources(app)).map((resource) => resource.resourceType)).toEqual(
      resources.map((resource) => resource.resourceType),
    );
    const change = await send(app, 'PUT', `/qa/help-center/resources/${telegram?.id}`, {
      url: 'https://t.me/his_vip',
    });
    expect(change.statusCode, change.body).toBe(200);
    const id = await created(app, '/qa/help-center/resources', {
      resourceType: 'BONUS_RULES',
      labelEn: 'Bonus Rules',
      labelCn: '奖金规则',
      url: '/helpmc#bonus-rules',
    });
    const now = await siteResources(app);
    expect(now.find((resource) => resource.resourceType === 'TELEGRAM')?.url).toBe(
      'https://t.me/his_vip',
    );
    expect(now.at(-1)).toEqual({
      resourceType: 'BONUS_RULES',
      labelNameEn: 'Bonus Rules',
      labelNameCn: '奖金规则',
      url: '/helpmc#bonus-rules',
    });
    expect((await send(app, 'DELETE', `/qa/help-center/resources/${id}`)).statusCode).toBe(200);
    await resetData(app);
    expect((await siteResources(app)).find((r) => r.resourceType === 'TELEGRAM')?.url).toBe(
      'https://t.me/his_support',
    );
  });

  it('refuses bad input with a coded error and stores nothing', async () => {
    const { app, db } = upstream();
    const id = await created(app, '/qa/help-center/items', bonusRules);
    const refused = (
      call: () => Promise<LightMyRequestResponse>,
      status: number,
      code: string,
      field?: string,
    ) => expectRefused(db, call, status, code, field);
    const postItem = (body: unknown) => () => qa(app, '/qa/help-center/items', body);
    await refused(postItem({ ...bonusRules, tag: 'terms' }), 400, 'request_param_err', 'tag');
    await refused(postItem({ ...bonusRules, tag: 'Bonus Rules' }), 400, 'request_param_err', 'tag');
    await refused(postItem({ ...bonusRules, tag: '-x' }), 400, 'request_param_err', 'tag');
    await refused(postItem({ ...bonusRules, title: '' }), 400, 'request_param_err', 'title');
    await refused(
      postItem({ ...bonusRules, title: { EN: 'Only English' } }),
      400,
      'request_param_err',
      'title',
    );
    await refused(
      postItem({ ...bonusRules, content: 'x'.repeat(20_001) }),
      400,
      'request_param_err',
      'content',
    );
    await refused(postItem({ ...bonusRules, extra: 1 }), 400, 'request_param_err');
    await refused(
      () => send(app, 'PUT', `/qa/help-center/items/${id}`, { tag: 'contact-us' }),
      400,
      'request_param_err',
      'tag',
    );
    await refused(
      () => send(app, 'PUT', '/qa/help-center/items/999999', { position: 1 }),
      404,
      'not.found',
    );
    await refused(
      () => send(app, 'PUT', '/qa/help-center/items/abc', { position: 1 }),
      400,
      'request_param_err',
    );
    const postResource = (body: unknown) => () => qa(app, '/qa/help-center/resources', body);
    const resource = {
      resourceType: 'FAQ',
      labelEn: 'FAQ',
      labelCn: '常见问题',
      url: '/helpmc#faq',
    };
    for (const url of ['javascript:alert(1)', 'http://t.me/x', '//evil.example/', 'helpmc']) {
      await refused(postResource({ ...resource, url }), 400, 'request_param_err', 'url');
    }
    await refused(
      postResource({ ...resource, resourceType: 'TELEGRAM' }),
      400,
      'request_param_err',
      'resourceType',
    );
    await refused(
      postResource({ ...resource, resourceType: 'faq' }),
      400,
      'request_param_err',
      'resourceType',
    );
    await refused(() => send(app, 'DELETE', '/qa/help-center/resources/999999'), 404, 'not.found');
  });
});
