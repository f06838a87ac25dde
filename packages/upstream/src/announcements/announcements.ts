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

/**
 * Announcements and banners (migration 025). What the platform call lists is what is in force
 * at the clock's time (started, not ended), higher sort order first, then newest first, in the
 * language asked for. Notices and banners are written by the seed and the QA controls only.
 */

export interface Texts {
  EN: string;
  KM: string;
  CN: string;
}

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

const pick = (texts: Texts, language: Language): string => texts[language] || texts.EN;

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

const noticeValues = (notice: NoticeRecord) => [
  notice.kind,
  notice.title.EN,
  notice.title.KM,
  notice.title.CN,
  notice.content.EN,
  notice.content.KM,
  notice.content.CN,
  notice.publishedAt,
  notice.startsAt,
  notice.endsAt,
  notice.sort,
  notice.execution,
  notice.repeat,
];

export const createNotice = async (
  q: Queryable,
  merchantId: number,
  notice: NoticeRecord,
): Promise<number> => {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO announcements (merchant_id, kind, title_en, title_km, title_cn, content_en,
        content_km, content_cn, published_at, starts_at, ends_at, sort_order, execution, repeat)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [merchantId, ...noticeValues(notice)],
  );
  if (!row) throw new Error('announcement insert returned nothing');
  return row.id;
};

/** Replaces a notice's every field; false when the merchant has no such notice. */
export const replaceNotice = async (
  q: Queryable,
  merchantId: number,
  id: number,
  notice: NoticeRecord,
): Promise<boolean> => {
  const rows = await q.query(
    `UPDATE announcements SET kind = $3, title_en = $4, title_km = $5, title_cn = $6,
        content_en = $7, content_km = $8, content_cn = $9, published_at = $10, starts_at = $11,
        ends_at = $12, sort_order = $13, execution = $14, repeat = $15
      WHERE merchant_id = $1 AND id = $2 RETURNING id`,
    [merchantId, id, ...noticeValues(notice)],
  );
  return rows.length > 0;
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

/**
 * Reading and deleting one merchant's rows of a content table (notices, banners): by id, all of
 * them in id order (the QA listing, in force or not), or one deleted (false when the merchant
 * has no such row).
 */
const contentRows = <Row extends object, Record>(
  table: 'announcements' | 'banners',
  columns: string,
  recordOf: (row: Row) => Record,
) => ({
  find: async (q: Queryable, merchantId: number, id: number): Promise<Record | null> => {
    const [row] = await q.query<Row>(
      `SELECT ${columns} FROM ${table} WHERE merchant_id = $1 AND id = $2`,
      [merchantId, id],
    );
    return row ? recordOf(row) : null;
  },
  all: async (q: Queryable, merchantId: number): Promise<Record[]> =>
    (
      await q.query<Row>(`SELECT ${columns} FROM ${table} WHERE merchant_id = $1 ORDER BY id`, [
        merchantId,
      ])
    ).map(recordOf),
  remove: async (q: Queryable, merchantId: number, id: number): Promise<boolean> =>
    (
      await q.query(`DELETE FROM ${table} WHERE merchant_id = $1 AND id = $2 RETURNING id`, [
        merchantId,
        id,
      ])
    ).length > 0,
});

const noticeRows = contentRows('announcements', noticeColumns, noticeRecordOf);
export const { find: findNotice, all: allNotices, remove: deleteNotice } = noticeRows;

const bannerValues = (banner: BannerRecord) => [
  banner.groupName,
  banner.theme,
  banner.title.EN,
  banner.title.KM,
  banner.title.CN,
  banner.caption.EN,
  banner.caption.KM,
  banner.caption.CN,
  banner.linkageType,
  banner.url,
  banner.startsAt,
  banner.endsAt,
  banner.sort,
];

export const createBanner = async (
  q: Queryable,
  merchantId: number,
  banner: BannerRecord,
): Promise<number> => {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO banners (merchant_id, group_name, theme, title_en, title_km, title_cn,
        caption_en, caption_km, caption_cn, linkage_type, link_url, starts_at, ends_at, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [merchantId, ...bannerValues(banner)],
  );
  if (!row) throw new Error('banner insert returned nothing');
  return row.id;
};

/** Replaces a banner's every field; false when the merchant has no such banner. */
export const replaceBanner = async (
  q: Queryable,
  merchantId: number,
  id: number,
  banner: BannerRecord,
): Promise<boolean> => {
  const rows = await q.query(
    `UPDATE banners SET group_name = $3, theme = $4, title_en = $5, title_km = $6, title_cn = $7,
        caption_en = $8, caption_km = $9, caption_cn = $10, linkage_type = $11, link_url = $12,
        starts_at = $13, ends_at = $14, sort_order = $15
      WHERE merchant_id = $1 AND id = $2 RETURNING id`,
    [merchantId, id, ...bannerValues(banner)],
  );
  return rows.length > 0;
};

const bannerRows = contentRows('banners', bannerColumns, bannerRecordOf);
export const { find: findBanner, all: allBanners, remove: deleteBanner } = bannerRows;
