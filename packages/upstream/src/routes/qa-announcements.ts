import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bannerGroups,
  linkageTypes,
  localizedBannerTextSchema,
  localizedNoticeContentSchema,
  localizedNoticeTitleSchema,
  popupExecutions,
  popupRepeats,
} from '@his/shared/schemas/announcements';
import type { BannerRecord, NoticeRecord } from '../announcements/announcements.ts';
import {
  allBanners,
  allNotices,
  bannerThemes,
  createBanner,
  createNotice,
  deleteBanner,
  deleteNotice,
  findBanner,
  findNotice,
  replaceBanner,
  replaceNotice,
} from '../announcements/announcements.ts';
import { ApiError } from '../http/api-error.ts';
import { idOf, inEveryLanguage, isHttpsAddress, refuse, sitePath } from '../http/content-input.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';

/** Epoch milliseconds up to the year 2100. */
const epochMs = z.number().int().min(0).max(4_102_444_800_000);
const sort = z.number().int().min(-1000).max(1000);

const noticeFields = {
  kind: z.enum(['player', 'promotion', 'popup']),
  title: inEveryLanguage(localizedNoticeTitleSchema),
  content: inEveryLanguage(localizedNoticeContentSchema),
  publishedAt: epochMs,
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  sort,
  execution: z.enum(popupExecutions).nullable(),
  repeat: z.enum(popupRepeats).nullable(),
};
const newNoticeBody = z
  .object(noticeFields)
  .partial({
    publishedAt: true,
    startsAt: true,
    endsAt: true,
    sort: true,
    execution: true,
    repeat: true,
  })
  .strict();
const noticeChangeBody = z.object(noticeFields).partial().strict();

const bannerFields = {
  groupName: z.enum(bannerGroups),
  theme: z.enum(bannerThemes),
  title: inEveryLanguage(localizedBannerTextSchema),
  caption: inEveryLanguage(localizedBannerTextSchema),
  linkageType: z.enum(linkageTypes),
  url: z.string().trim().max(500),
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  sort,
};
const newBannerBody = z
  .object(bannerFields)
  .partial({ linkageType: true, url: true, startsAt: true, endsAt: true, sort: true })
  .strict();
const bannerChangeBody = z.object(bannerFields).partial().strict();

/** A notice's marks agree with its kind and its schedule is a span; else the fields at fault. */
const checkedNotice = (notice: NoticeRecord): NoticeRecord => {
  if (notice.kind === 'popup') {
    if (notice.execution === null) refuse('execution');
  } else if (notice.execution !== null || notice.repeat !== null) {
    refuse(notice.execution !== null ? 'execution' : 'repeat');
  }
  if (notice.endsAt !== null && notice.endsAt <= notice.startsAt) refuse('endsAt');
  return notice;
};

const checkedBanner = (banner: BannerRecord): BannerRecord => {
  const { linkageType, url } = banner;
  if (linkageType === 'none' && url !== '') refuse('url');
  if (linkageType === 'internal' && !sitePath.test(url)) refuse('url');
  if (linkageType === 'external' && !isHttpsAddress(url)) refuse('url');
  if (banner.endsAt !== null && banner.endsAt <= banner.startsAt) refuse('endsAt');
  return banner;
};

const dateOf = (ms: number | null | undefined, fallback: Date | null): Date | null =>
  ms === undefined ? fallback : ms === null ? null : new Date(ms);

const noticeView = (notice: NoticeRecord & { id: number }) => ({
  ...notice,
  publishedAt: notice.publishedAt.getTime(),
  startsAt: notice.startsAt.getTime(),
  endsAt: notice.endsAt?.getTime() ?? null,
});

const bannerView = (banner: BannerRecord & { id: number }) => ({
  ...banner,
  startsAt: banner.startsAt.getTime(),
  endsAt: banner.endsAt?.getTime() ?? null,
});

/**
 * QA controls of the announcements (issue 17), so tests and operators never edit code: every
 * notice and banner as stored (`GET /qa/announcements`), and creating, changing (only the
 * fields given; the result is checked whole) and deleting a notice (player, promotion, popup)
 * or a banner. Times are epoch ms; a new one starts at the clock's time unless told. Bad input
 * is `request_param_err` naming the fields, an unknown id `not.found`; either stores nothing.
 * The reset takes them back to the seed's.
 */
export const qaAnnouncementRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db, clock } = services;

  app.get('/qa/announcements', async () => {
    const { id } = await merchant();
    return {
      notices: (await allNotices(db, id)).map(noticeView),
      banners: (await allBanners(db, id)).map(bannerView),
    };
  });

  app.post('/qa/announcements/notices', async (request) => {
    const body = parseInput(newNoticeBody, readBody(request.body, 'json'));
    const startsAt = dateOf(body.startsAt, clock.now()) ?? clock.now();
    const popup = body.kind === 'popup';
    const notice = checkedNotice({
      kind: body.kind,
      title: body.title,
      content: body.content,
      publishedAt: dateOf(body.publishedAt, startsAt) ?? startsAt,
      startsAt,
      endsAt: dateOf(body.endsAt, null),
      sort: body.sort ?? 0,
      execution: body.execution ?? null,
      repeat: body.repeat ?? (popup ? 'session' : null),
    });
    return { id: await createNotice(db, (await merchant()).id, notice) };
  });

  app.put('/qa/announcements/notices/:id', async (request) => {
    const id = idOf(request.params);
    const body = parseInput(noticeChangeBody, readBody(request.body, 'json'));
    const merchantId = (await merchant()).id;
    const found = await findNotice(db, merchantId, id);
    if (!found) throw new ApiError('not.found');
    const kind = body.kind ?? found.kind;
    // A notice that stops being a popup loses its marks unless the body gives them.
    const leavesPopup = kind !== 'popup' && found.kind === 'popup';
    const startsAt = dateOf(body.startsAt, found.startsAt) ?? found.startsAt;
    const notice = checkedNotice({
      kind,
      title: body.title ?? found.title,
      content: body.content ?? found.content,
      publishedAt: dateOf(body.publishedAt, found.publishedAt) ?? found.publishedAt,
      startsAt,
      endsAt: dateOf(body.endsAt, found.endsAt),
      sort: body.sort ?? found.sort,
      execution:
        body.execution !== undefined ? body.execution : leavesPopup ? null : found.execution,
      repeat:
        body.repeat !== undefined
          ? body.repeat
          : leavesPopup
            ? null
            : (found.repeat ?? (kind === 'popup' ? 'session' : null)),
    });
    if (!(await replaceNotice(db, merchantId, id, notice))) throw new ApiError('not.found');
    return { id };
  });

  app.delete('/qa/announcements/notices/:id', async (request) => {
    const id = idOf(request.params);
    if (!(await deleteNotice(db, (await merchant()).id, id))) throw new ApiError('not.found');
    return { id, deleted: true };
  });

  app.post('/qa/announcements/banners', async (request) => {
    const body = parseInput(newBannerBody, readBody(request.body, 'json'));
    const url = body.url ?? '';
    const banner = checkedBanner({
      groupName: body.groupName,
      theme: body.theme,
      title: body.title,
      caption: body.caption,
      linkageType: body.linkageType ?? (url === '' ? 'none' : 'internal'),
      url,
      startsAt: dateOf(body.startsAt, clock.now()) ?? clock.now(),
      endsAt: dateOf(body.endsAt, null),
      sort: body.sort ?? 0,
    });
    return { id: await createBanner(db, (await merchant()).id, banner) };
  });

  app.put('/qa/announcements/banners/:id', async (request) => {
    const id = idOf(request.params);
    const body = parseInput(bannerChangeBody, readBody(request.body, 'json'));
    const merchantId = (await merchant()).id;
    const found = await findBanner(db, merchantId, id);
    if (!found) throw new ApiError('not.found');
    const banner = checkedBanner({
      groupName: body.groupName ?? found.groupName,
      theme: body.theme ?? found.theme,
      title: body.title ?? found.title,
      caption: body.caption ?? found.caption,
      linkageType: body.linkageType ?? found.linkageType,
      url: body.url ?? found.url,
      startsAt: dateOf(body.startsAt, found.startsAt) ?? found.startsAt,
      endsAt: dateOf(body.endsAt, found.endsAt),
      sort: body.sort ?? found.sort,
    });
    if (!(await replaceBanner(db, merchantId, id, banner))) throw new ApiError('not.found');
    return { id };
  });

  app.delete('/qa/announcements/banners/:id', async (request) => {
    const id = idOf(request.params);
    if (!(await deleteBanner(db, (await merchant()).id, id))) throw new ApiError('not.found');
    return { id, deleted: true };
  });
};
