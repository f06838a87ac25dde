import { beforeEach, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Announcements } from '@his/shared/schemas/announcements';
import { announcementsSchema } from '@his/shared/schemas/announcements';
import { expectRefused } from './helpers/refused.ts';
import { describeOnEveryStore } from './helpers/stores.ts';
import { envelope, get, loginToken, qa, resetData } from './helpers/upstream.ts';

const path = '/wps/relay/MCSFE_getListAnnouncements';
const hourMs = 3_600_000;

const list = (app: FastifyInstance, query = '', headers: Record<string, string> = {}) =>
  get(app, `${path}${query}`, headers);

const listed = async (
  app: FastifyInstance,
  query = '',
  headers: Record<string, string> = {},
): Promise<Announcements> => {
  const response = await list(app, query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return announcementsSchema.parse(envelope(response).value);
};

const qaSend = (
  app: FastifyInstance,
  method: 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const created = async (app: FastifyInstance, url: string, body: unknown): Promise<number> => {
  const response = await qa(app, url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
};

const playerNotice = {
  kind: 'player',
  title: { EN: 'Lottery draw times change', KM: 'ម៉ោងចាប់ឆ្នោតផ្លាស់ប្តូរ', CN: '彩票开奖时间调整' },
  content: '<p>From Monday the evening draw is at <strong>19:30</strong>.</p>',
};

describeOnEveryStore('announcements', (upstream) => {
  beforeEach(async () => {
    await resetData(upstream().app);
  });

  it('answers a guest the seed in force, in the Language header’s language, guests’ popups only', async () => {
    const { app } = upstream();
    const guest = await listed(app, '?types=B,PL,PU,PR,H&platform=W&execution=A');
    expect(guest.banners.map((banner) => banner.groupName).sort()).toEqual([
      'w_announcement',
      'w_announcement',
      'w_home',
      'w_home',
      'w_home',
      'w_login',
    ]);
    expect(guest.player).toHaveLength(6);
    expect(guest.promotion).toHaveLength(2);
    // A guest asking for members' popups gets the guests' one.
    expect(guest.popup.map((popup) => [popup.execution, popup.repeat])).toEqual([['B', 'day']]);
    expect(guest.player[0]?.title).toBe('Scheduled maintenance on Tuesday, 02:00–04:00 (UTC+7)');

    const khmer = await listed(app, '?types=PL', { language: 'km' });
    expect(khmer.player[0]?.title).toMatch(/^ការថែទាំតាមកាលវិភាគ/);
    expect(khmer.banners).toEqual([]);
    expect(khmer.popup).toEqual([]);
    const unknown = await listed(app, '?types=PL', { language: 'FR' });
    expect(unknown.player[0]?.title).toMatch(/^Scheduled maintenance/);

    const chineseBanners = await listed(app, '?types=B', { language: 'CN' });
    const home = chineseBanners.banners.filter((banner) => banner.groupName === 'w_home');
    expect(home.map((banner) => banner.title)).toEqual([
      '欢迎奖金 18.00',
      '本周新增十二款老虎机',
      '支持 KHQR 和 ABA Pay 存款',
    ]);
    expect(home[0]).toMatchObject({ linkageType: 'internal', url: '/promotions' });
    expect(home[0]?.imageUrl).toMatch(/^\/media\/banners\/[0-9]+-cn-[0-9a-f]{8}\.svg$/);
  });

  it('answers a member the members’ popups (first-login ones marked) and a guest’s when asked B', async () => {
    const { app } = upstream();
    const auth = { Authorization: await loginToken(app, 'demo_player', 'Demo1234') };
    await created(app, '/qa/announcements/notices', {
      ...playerNotice,
      kind: 'popup',
      execution: 'F',
      repeat: 'day',
    });
    const member = await listed(app, '?types=PU&execution=A', auth);
    expect(member.popup.map((popup) => popup.execution).sort()).toEqual(['A', 'F']);
    const asGuest = await listed(app, '?types=PU&execution=B', auth);
    expect(asGuest.popup.map((popup) => popup.execution)).toEqual(['B']);
  });

  it('lists only what is in force at the clock’s time, higher sort first', async () => {
    const { app, clock } = upstream();
    const start = clock.now().getTime();
    const later = await created(app, '/qa/announcements/notices', {
      ...playerNotice,
      startsAt: start + hourMs,
      endsAt: start + 3 * hourMs,
      sort: 99,
    });
    const titlesNow = async () => (await listed(app, '?types=PL')).player.map((n) => n.id);
    expect(await titlesNow()).not.toContain(later);
    clock.advance(2 * hourMs);
    try {
      expect((await titlesNow())[0]).toBe(later);
      clock.advance(2 * hourMs);
      expect(await titlesNow()).not.toContain(later);
    } finally {
      clock.reset();
    }
  });

  it('creates, changes and deletes notices and banners through the QA controls', async () => {
    const { app } = upstream();
    const id = await created(app, '/qa/announcements/notices', { ...playerNotice, sort: 50 });
    let first = (await listed(app, '?types=PL', { language: 'CN' })).player[0];
    expect(first).toMatchObject({ id, title: '彩票开奖时间调整' });
    expect(first?.content).toContain('<strong>19:30</strong>');

    const changed = await qaSend(app, 'PUT', `/qa/announcements/notices/${id}`, {
      title: 'Evening draw moves to 19:30',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    first = (await listed(app, '?types=PL', { language: 'KM' })).player[0];
    expect(first?.title).toBe('Evening draw moves to 19:30');

    // Player notice → popup for members, shown once a day.
    await qaSend(app, 'PUT', `/qa/announcements/notices/${id}`, {
      kind: 'popup',
      execution: 'A',
      repeat: 'day',
    });
    const auth = { Authorization: await loginToken(app, 'demo_player', 'Demo1234') };
    expect((await listed(app, '?types=PU,PL&execution=A', auth)).popup[0]).toMatchObject({
      id,
      execution: 'A',
      repeat: 'day',
    });
    // And back: it loses its marks.
    await qaSend(app, 'PUT', `/qa/announcements/notices/${id}`, { kind: 'promotion' });
    expect((await listed(app, '?types=PR')).promotion.map((n) => n.id)).toContain(id);

    const removed = await qaSend(app, 'DELETE', `/qa/announcements/notices/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await listed(app)).promotion.map((n) => n.id)).not.toContain(id);

    const banner = await created(app, '/qa/announcements/banners', {
      groupName: 'w_login',
      theme: 'ruby',
      title: { EN: 'Lucky Friday', KM: 'ថ្ងៃសុក្រសំណាង', CN: '幸运星期五' },
      caption: 'Double points on every deposit',
      linkageType: 'external',
      url: 'https://example.com/friday',
      sort: 90,
    });
    const login = (await listed(app, '?types=B')).banners.filter((b) => b.groupName === 'w_login');
    expect(login[0]).toMatchObject({ id: banner, title: 'Lucky Friday', linkageType: 'external' });
    const before = login[0]?.imageUrl ?? '';
    await qaSend(app, 'PUT', `/qa/announcements/banners/${banner}`, {
      caption: 'Triple points on every deposit',
    });
    const after = (await listed(app, '?types=B')).banners.find((b) => b.id === banner)?.imageUrl;
    expect(after).not.toBe(before);
    await qaSend(app, 'DELETE', `/qa/announcements/banners/${banner}`);
    expect((await listed(app, '?types=B')).banners.map((b) => b.id)).not.toContain(banner);

    const all = (await app.inject({ method: 'GET', url: '/qa/announcements' })).json<{
      notices: unknown[];
      banners: unknown[];
    }>();
    expect([all.notices.length, all.banners.length]).toEqual([10, 6]);
  });

  it('draws each banner’s picture in its language, escaped, cacheable; an unknown file is not found', async () => {
    const { app } = upstream();
    const id = await created(app, '/qa/announcements/banners', {
      groupName: 'w_home',
      theme: 'gold',
      title: { EN: 'Fish & <chips>', KM: 'ត្រី', CN: '鱼' },
      caption: 'A "quoted" caption',
    });
    const banner = (await listed(app, '?types=B', { language: 'EN' })).banners.find(
      (b) => b.id === id,
    );
    const picture = await app.inject({ method: 'GET', url: banner?.imageUrl ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    expect(picture.body).toContain('Fish &amp; &lt;chips&gt;');
    expect(picture.body).not.toContain('<chips>');
    expect(picture.body).not.toMatch(/<script|on[a-z]+=/i);
    const khmer = await app.inject({
      method: 'GET',
      url: (banner?.imageUrl ?? '').replace('-en-', '-km-'),
    });
    expect(khmer.body).toContain('ត្រី');
    for (const file of ['999999-en-00000000.svg', `${id}-fr-00000000.svg`, `${id}.svg`, '..%2f1']) {
      const missing = await app.inject({ method: 'GET', url: `/media/banners/${file}` });
      expect(missing.statusCode, file).toBe(404);
    }
  });

  it('refuses bad input with a coded error and stores nothing', async () => {
    const { app, db } = upstream();
    const id = await created(app, '/qa/announcements/notices', playerNotice);
    const refused = (
      call: () => Promise<LightMyRequestResponse>,
      status: number,
      code: string,
      field?: string,
    ) => expectRefused(db, call, status, code, field);
    for (const [query, field] of [
      ['?types=X', 'types'],
      ['?types=', 'types'],
      ['?execution=Z', 'execution'],
      ['?platform=D', 'platform'],
      ['?extra=1', 'extra'],
    ] as const) {
      await refused(() => list(app, query), 400, 'request_param_err', field);
    }
    const post = (body: unknown) => () => qa(app, '/qa/announcements/notices', body);
    await refused(post({ ...playerNotice, kind: 'popup' }), 400, 'request_param_err', 'execution');
    await refused(post({ ...playerNotice, execution: 'A' }), 400, 'request_param_err', 'execution');
    await refused(post({ ...playerNotice, repeat: 'day' }), 400, 'request_param_err', 'repeat');
    await refused(
      post({ ...playerNotice, startsAt: 2_000_000_000_000, endsAt: 1_000_000_000_000 }),
      400,
      'request_param_err',
      'endsAt',
    );
    await refused(post({ ...playerNotice, title: '' }), 400, 'request_param_err', 'title');
    await refused(post({ ...playerNotice, kind: 'banner' }), 400, 'request_param_err', 'kind');
    await refused(post({ ...playerNotice, colour: 'red' }), 400, 'request_param_err', 'colour');
    await refused(
      post({ ...playerNotice, content: 'x'.repeat(20_001) }),
      400,
      'request_param_err',
      'content',
    );
    await refused(
      () => app.inject({ method: 'POST', url: '/qa/announcements/notices', payload: '{' }),
      400,
      'request_param_err',
    );
    const banner = {
      groupName: 'w_home',
      theme: 'gold',
      title: 'A banner',
      caption: 'Its caption',
    };
    const postBanner = (body: unknown) => () => qa(app, '/qa/announcements/banners', body);
    for (const [body, field] of [
      [{ ...banner, linkageType: 'internal', url: 'javascript:alert(1)' }, 'url'],
      [{ ...banner, linkageType: 'internal', url: '//evil.example' }, 'url'],
      [{ ...banner, linkageType: 'external', url: 'http://plain.example' }, 'url'],
      [{ ...banner, linkageType: 'none', url: '/promotions' }, 'url'],
      [{ ...banner, groupName: 'w_footer' }, 'groupName'],
      [{ ...banner, theme: 'neon' }, 'theme'],
    ] as const) {
      await refused(postBanner(body), 400, 'request_param_err', field);
    }
    await refused(
      () => qaSend(app, 'PUT', `/qa/announcements/notices/${id}`, { execution: 'A' }),
      400,
      'request_param_err',
      'execution',
    );
    await refused(
      () => qaSend(app, 'PUT', '/qa/announcements/notices/999999', { sort: 1 }),
      404,
      'not.found',
    );
    await refused(
      () => qaSend(app, 'DELETE', '/qa/announcements/banners/999999'),
      404,
      'not.found',
    );
    await refused(
      () => qaSend(app, 'DELETE', '/qa/announcements/notices/abc'),
      400,
      'request_param_err',
      'id',
    );
  });

  it('goes back to the seed on a reset', async () => {
    const { app } = upstream();
    const seeded = await listed(app);
    await created(app, '/qa/announcements/notices', playerNotice);
    const [first] = seeded.banners;
    await qaSend(app, 'DELETE', `/qa/announcements/banners/${first?.id ?? 0}`);
    await resetData(app);
    expect(await listed(app)).toEqual(seeded);
  });
});
