import type { Language } from '@his/shared/constants';
import type { HelpItem, Resource } from '@his/shared/schemas/system';
import type { Queryable } from '../db/db.ts';
import type { Texts } from '../db/content-rows.ts';
import { column, contentRows, pick, textColumns } from '../db/content-rows.ts';

/**
 * The help center's items and the site resources (migration 028), as the seed and the QA
 * controls write them. The platform calls read them: `helpCenter` every item in one language,
 * in position order; the permission call every resource.
 */

/** Positions are tens apart, so a row can go between two without moving others. */
export const positionStep = 10;

/** A help item as it is stored (every language). */
export interface HelpItemRecord {
  tag: string;
  title: Texts;
  content: Texts;
  position: number;
}

/** A site resource as it is stored. */
export interface SiteResourceRecord {
  resourceType: string;
  labelEn: string;
  labelCn: string;
  url: string;
  position: number;
}

interface HelpItemRow {
  id: number;
  tag: string;
  titleEn: string;
  titleKm: string;
  titleCn: string;
  contentEn: string;
  contentKm: string;
  contentCn: string;
  position: number;
}

const helpItemColumns = `id, tag, title_en AS "titleEn", title_km AS "titleKm",
  title_cn AS "titleCn", content_en AS "contentEn", content_km AS "contentKm",
  content_cn AS "contentCn", position`;

const helpItemRecordOf = (row: HelpItemRow): HelpItemRecord & { id: number } => ({
  id: row.id,
  tag: row.tag,
  title: { EN: row.titleEn, KM: row.titleKm, CN: row.titleCn },
  content: { EN: row.contentEn, KM: row.contentKm, CN: row.contentCn },
  position: row.position,
});

const helpItemRows = contentRows({
  table: 'help_items',
  select: helpItemColumns,
  recordOf: helpItemRecordOf,
  columns: [
    column<HelpItemRecord>('tag', (item) => item.tag),
    ...textColumns<HelpItemRecord>('title', (item) => item.title),
    ...textColumns<HelpItemRecord>('content', (item) => item.content),
    column<HelpItemRecord>('position', (item) => item.position),
  ],
  orderBy: 'position, id',
});
export const {
  create: createHelpItem,
  replace: replaceHelpItem,
  find: findHelpItem,
  all: allHelpItems,
  remove: deleteHelpItem,
} = helpItemRows;

/** `GET /wps/system/helpCenter`: every item in `language`, in position order. */
export const listHelpItems = async (
  q: Queryable,
  merchantId: number,
  language: Language,
): Promise<HelpItem[]> =>
  (await allHelpItems(q, merchantId)).map((item) => ({
    tag: item.tag,
    title: pick(item.title, language),
    content: pick(item.content, language),
  }));

const resourceColumns = `id, resource_type AS "resourceType", label_en AS "labelEn",
  label_cn AS "labelCn", url, position`;

const resourceRecordOf = (row: SiteResourceRecord & { id: number }) => row;

const resourceRows = contentRows({
  table: 'site_resources',
  select: resourceColumns,
  recordOf: resourceRecordOf,
  columns: [
    column<SiteResourceRecord>('resource_type', (resource) => resource.resourceType),
    column<SiteResourceRecord>('label_en', (resource) => resource.labelEn),
    column<SiteResourceRecord>('label_cn', (resource) => resource.labelCn),
    column<SiteResourceRecord>('url', (resource) => resource.url),
    column<SiteResourceRecord>('position', (resource) => resource.position),
  ],
  orderBy: 'position, id',
});
export const {
  create: createSiteResource,
  replace: replaceSiteResource,
  find: findSiteResource,
  all: allSiteResources,
  remove: deleteSiteResource,
} = resourceRows;

/** The permission call's `resources`, in the platform's shape. */
export const listSiteResources = async (q: Queryable, merchantId: number): Promise<Resource[]> =>
  (await allSiteResources(q, merchantId)).map((resource) => ({
    resourceType: resource.resourceType,
    labelNameEn: resource.labelEn,
    labelNameCn: resource.labelCn,
    url: resource.url,
  }));
