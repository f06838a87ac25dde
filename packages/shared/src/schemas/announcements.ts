import { z } from 'zod';
import { text } from '../patterns.ts';

/**
 * Announcements, banners and popup notices (issue 17, SPEC §2 `/noticePage` and the "notice"
 * modal, §3, UPSTREAM.md §4.5 and §5.7): `GET /wps/relay/MCSFE_getListAnnouncements` answers, in
 * the `Language` header's language (English where it names none of the site's), what is in
 * force at the platform's time: banners by group, player notices, popups for the audience
 * asked for (`execution`), and promotion notices. A notice's content is HTML written on the
 * platform: the web sanitises it before showing it.
 */

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

/** What `types` may list: banners, player notices, popups, promotion notices, and `H`. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/**
 * Who a popup is for: `A` a logged-in member, `B` a guest, `F` a member on a first login. The
 * web asks `B` for guests and `A` for members (an `A` answer carries the `F` popups too, each
 * marked, so the web shows them only after a first login).
 */
export const popupExecutions = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof popupExecutions)[number];

/** How often one browser shows a popup: once per browser session, or once per day. */
export const popupRepeats = ['session', 'day'] as const;
export type PopupRepeat = (typeof popupRepeats)[number];

/** Banner groups of the desktop (`w_…`) and mobile (`m_…`) sites (UPSTREAM.md §5.7). */
export const bannerGroups = [
  'w_home',
  'w_login',
  'w_register',
  'w_forget',
  'w_announcement',
  'm_home',
  'm_reg',
  'm_hotgames',
] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** Where a banner leads: nowhere, a page of the site (a path), or another site (https). */
export const linkageTypes = ['none', 'internal', 'external'] as const;
export type LinkageType = (typeof linkageTypes)[number];

/** The longest title and content a notice may carry (the upstream's table checks them too). */
export const noticeTitleMax = 200;
export const noticeContentMax = 20_000;
/** The most notices of one kind the call answers (newest and highest sorted first). */
export const announcementListMax = 200;

/** `types=B,PL,PU,PR,H` (comma-joined), `platform` W or M, `execution` A, B or F. */
export const announcementsQuerySchema = z
  .object({
    // Kept as the platform's comma-joined text (the bff passes it on as it is). A type named
    // twice names the same group once (`typesOf`).
    types: text()
      .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)
      .default(announcementTypes.join(',')),
    platform: z.enum(['W', 'M']).default('W'),
    execution: z.enum(popupExecutions).default('B'),
  })
  .strict();
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

/** The types a query's `types` names. */
export const typesOf = (types: string): AnnouncementType[] => [
  ...new Set(
    types
      .split(',')
      .filter((type): type is AnnouncementType =>
        (announcementTypes as readonly string[]).includes(type),
      ),
  ),
];

/** A player or promotion notice, in the language asked for. */
export const noticeSchema = z.object({
  id: z.number().int().min(1),
  title: text(),
  /** HTML as written on the platform: never shown without sanitising. */
  content: text({ lines: true }),
  /** When it was published (epoch ms). */
  date: epochMs,
  /** Higher first, then newer first. */
  sort: z.number().int(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** A popup notice: a notice with its audience and how often it shows. */
export const popupNoticeSchema = noticeSchema.extend({
  execution: z.enum(popupExecutions),
  repeat: z.enum(popupRepeats),
});
export type PopupNotice = z.infer<typeof popupNoticeSchema>;

/** A banner: its picture (served under `/media/banners/`), its link and its schedule. */
export const bannerSchema = z.object({
  id: z.number().int().min(1),
  groupName: z.enum(bannerGroups),
  /** The picture's text alternative, in the language asked for. */
  title: text(),
  imageUrl: text().regex(/^\/media\/banners\/[0-9]{1,12}-(en|km|cn)-[0-9a-f]{8}\.svg$/),
  /** The link: a path of the site for `internal`, an https address for `external`, else ''. */
  url: text().max(500),
  linkageType: z.enum(linkageTypes),
  sort: z.number().int(),
  startTime: epochMs,
  endTime: epochMs.nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** The call's `value` (UPSTREAM.md §5.7); a kind that was not asked for is an empty list. */
export const announcementsSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(popupNoticeSchema),
  promotion: z.array(noticeSchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;

/**
 * A text in each of the site's languages, each trimmed, 1 to `max` characters: what the QA
 * controls that write content (notices, banners, help items) take.
 */
export const localizedTextSchema = (max: number, lines: boolean) =>
  z.object({
    EN: text({ lines }).trim().min(1).max(max),
    KM: text({ lines }).trim().min(1).max(max),
    CN: text({ lines }).trim().min(1).max(max),
  });
export const localizedNoticeTitleSchema = localizedTextSchema(noticeTitleMax, false);
export const localizedNoticeContentSchema = localizedTextSchema(noticeContentMax, true);
export const localizedBannerTextSchema = localizedTextSchema(120, false);
