import { createHash } from 'node:crypto';
import type { Language } from '@his/shared/constants';
import type {
  AnnouncementType,
  Announcements,
  Banner,
  BannerGroup,
  LinkageType,
  Notice,
  PopupExecution,
  PopupNotice,
  PopupRepeat,
} from '@his/shared/schemas/announcements';
import { announcementListMax } from '@his/shared/schemas/announcements';
import type { Queryable } from '../db/db.ts';
import type { Texts } from '../db/content-rows.ts';
import { column, contentRows, pick, textColumns } from '../db/content-rows.ts';

/**
 * Announcements and banners (migration 025). What the platform call lists is what is in force
 * at the clock's time (started, not ended), higher sort order first, then newest first, in the
 * language asked for. Notices and banners are written by the seed and the QA controls only.
 */

type NoticeKind = 'player' | 'promotion' | 'popup';
export const bannerThemes = ['gold', 'jade', 'ruby', 'ocean', 'violet'] as const;
export type BannerTheme = (typeof bannerThemes)[number];

/** A notice as it is stored (every language). */
export interface NoticeRecord {
  kind: NoticeKind;
  title: Texts;
  content: Texts;
  publishedAt: Date;
  startsAt: Date;
  endsAt: Date | null;
  sort: number;
  execution: PopupExecution | null;
  repeat: PopupRepeat | null;
}

/** A banner as it is stored (every language). */
export interface BannerRecord {
  groupName: BannerGroup;
  theme: BannerTheme;
  title: Texts;
  caption: Texts;
  linkageType: LinkageType;
  url: string;
  startsAt: Date;
  endsAt: Date | null;
  sort: number;
}

const noticeColumns = `id, kind, title_en AS "titleEn", title_km AS "titleKm", title_cn AS "titleCn",
  content_en AS "contentEn", content_km AS "contentKm", content_cn AS "contentCn",
  published_at AS "publishedAt", starts_at AS "startsAt", ends_at AS "endsAt",
  sort_order AS sort, execution, repeat`;

const bannerColumns = `id, group_name AS "groupName", theme, title_en AS "titleEn",
  title_km AS "titleKm", title_cn AS "titleCn", caption_en AS "captionEn",
  caption_km AS "captionKm", caption_cn AS "captionCn", linkage_type AS "linkageType",
  link_url AS url, starts_at AS "startsAt", ends_at AS "endsAt", sort_order AS sort`;

interface NoticeRow {
  id: number;
  kind: NoticeKind;
  titleEn: string;
  titleKm: string;
  titleCn: string;
  contentEn: string;
  contentKm: string;
  contentCn: string;
  publishedAt: Date;
  startsAt: Date;
  endsAt: Date | null;
  sort: number;
  execution: PopupExecution | null;
  repeat: PopupRepeat | null;
}

interface BannerRow {
  id: number;
  groupName: BannerGroup;
  theme: BannerTheme;
  titleEn: string;
  titleKm: string;
  titleCn: string;
  captionEn: string;
  captionKm: string;
  captionCn: string;
  linkageType: LinkageType;
  url: string;
  startsAt: Date;
  endsAt: Date | null;
  sort: number;
}

const inForce = `starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)`;
const order = `ORDER BY sort_order DESC, starts_at DESC, id DESC LIMIT ${announcementListMax}`;

const noticeOf = (row: NoticeRow, language: Language): Notice => ({
  id: row.id,
  title: pick({ EN: row.titleEn, KM: row.titleKm, CN: row.titleCn }, language),
  content: pick({ EN: row.contentEn, KM: row.contentKm, CN: row.contentCn }, language),
  date: row.publishedAt.getTime(),
  sort: row.sort,
});

/** What a banner's picture shows; its address changes with it, so a cached picture is never stale. */
const bannerVersion = (banner: Pick<BannerRecord, 'theme' | 'title' | 'caption'>): string =>
  createHash('sha256')
    .update(JSON.stringify([banner.theme, banner.title, banner.caption]))
    .digest('hex')
    .slice(0, 8);

const bannerRecordOf = (row: BannerRow): BannerRecord & { id: number } => ({
  id: row.id,
  groupName: row.groupName,
  theme: row.theme,
  title: { EN: row.titleEn, KM: row.titleKm, CN: row.titleCn },
  caption: { EN: row.captionEn, KM: row.captionKm, CN: row.captionCn },
  linkageType: row.linkageType,
  url: row.url,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  sort: row.sort,
});

const bannerOf = (row: BannerRow, language: Language): Banner => {
  const record = bannerRecordOf(row);
  return {
    id: row.id,
    groupName: row.groupName,
    title: pick(record.title, language),
    imageUrl: `/media/banners/${row.id}-${language.toLowerCase()}-${bannerVersion(record)}.svg`,
    url: row.url,
    linkageType: row.linkageType,
    sort: row.sort,
    startTime: row.startsAt.getTime(),
    endTime: row.endsAt === null ? null : row.endsAt.getTime(),
  };
};

/** The popups' audiences an answer holds: a guest's are B whatever it asked; `A` brings `F` too. */
const executionsFor = (execution: PopupExecution, signedIn: boolean): PopupExecution[] => {
  if (!signedIn) return ['B'];
  return execution === 'A' ? ['A', 'F'] : [execution];
};

/** `MCSFE_getListAnnouncements`: what is in force now, of the types asked for. */
export const listAnnouncements = async (
  q: Queryable,
  merchantId: number,
  query: {
    now: Date;
    language: Language;
    types: readonly AnnouncementType[];
    execution: PopupExecution;
    signedIn: boolean;
  },
): Promise<Announcements> => {
  const { now, language, types } = query;
  const notices = async (kind: NoticeKind, executions: PopupExecution[] | null) =>
    q.query<NoticeRow>(
      `SELECT ${noticeColumns} FROM announcements
        WHERE merchant_id = $1 AND ${inForce} AND kind = $3
          AND ($4::text[] IS NULL OR execution = ANY($4::text[]))
        ${order}`,
      [merchantId, now, kind, executions],
    );
  const banners = types.includes('B')
    ? await q.query<BannerRow>(
        `SELECT ${bannerColumns} FROM banners WHERE merchant_id = $1 AND ${inForce} ${order}`,
        [merchantId, now],
      )
    : [];
  const player = types.includes('PL') ? await notices('player', null) : [];
  const promotion = types.includes('PR') ? await notices('promotion', null) : [];
  const popup = types.includes('PU')
    ? await notices('popup', executionsFor(query.execution, query.signedIn))
    : [];
  return {
    banners: banners.map((row) => bannerOf(row, language)),
    player: player.map((row) => noticeOf(row, language)),
    popup: popup.map((row): PopupNotice => ({
      ...noticeOf(row, language),
      execution: row.execution ?? 'B',
      repeat: row.repeat ?? 'session',
    })),
    promotion: promotion.map((row) => noticeOf(row, language)),
  };
};

const noticeRecordOf = (row: NoticeRow): NoticeRecord & { id: number } => ({
  id: row.id,
  kind: row.kind,
  title: { EN: row.titleEn, KM: row.titleKm, CN: row.titleCn },
  content: { EN: row.contentEn, KM: row.contentKm, CN: row.contentCn },
  publishedAt: row.publishedAt,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  sort: row.sort,
  execution: row.execution,
  repeat: row.repeat,
});

const noticeRows = contentRows({
  table: 'announcements',
  select: noticeColumns,
  recordOf: noticeRecordOf,
  columns: [
    column<NoticeRecord>('kind', (notice) => notice.kind),
    ...textColumns<NoticeRecord>('title', (notice) => notice.title),
    ...textColumns<NoticeRecord>('content', (notice) => notice.content),
    column<NoticeRecord>('published_at', (notice) => notice.publishedAt),
    column<NoticeRecord>('starts_at', (notice) => notice.startsAt),
    column<NoticeRecord>('ends_at', (notice) => notice.endsAt),
    column<NoticeRecord>('sort_order', (notice) => notice.sort),
    column<NoticeRecord>('execution', (notice) => notice.execution),
    column<NoticeRecord>('repeat', (notice) => notice.repeat),
  ],
});
export const {
  create: createNotice,
  replace: replaceNotice,
  find: findNotice,
  all: allNotices,
  remove: deleteNotice,
} = noticeRows;

const bannerRows = contentRows({
  table: 'banners',
  select: bannerColumns,
  recordOf: bannerRecordOf,
  columns: [
    column<BannerRecord>('group_name', (banner) => banner.groupName),
    column<BannerRecord>('theme', (banner) => banner.theme),
    ...textColumns<BannerRecord>('title', (banner) => banner.title),
    ...textColumns<BannerRecord>('caption', (banner) => banner.caption),
    column<BannerRecord>('linkage_type', (banner) => banner.linkageType),
    column<BannerRecord>('link_url', (banner) => banner.url),
    column<BannerRecord>('starts_at', (banner) => banner.startsAt),
    column<BannerRecord>('ends_at', (banner) => banner.endsAt),
    column<BannerRecord>('sort_order', (banner) => banner.sort),
  ],
});
export const {
  create: createBanner,
  replace: replaceBanner,
  find: findBanner,
  all: allBanners,
  remove: deleteBanner,
} = bannerRows;
