import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localizedTextSchema, noticeContentMax } from '@his/shared/schemas/announcements';
import { isUniqueViolation } from '../db/db.ts';
import type { SiteResourceRecord } from '../help-center/help-center.ts';
import {
  allHelpItems,
  allSiteResources,
  createHelpItem,
  createSiteResource,
  deleteHelpItem,
  deleteSiteResource,
  findHelpItem,
  findSiteResource,
  positionStep,
  replaceHelpItem,
  replaceSiteResource,
} from '../help-center/help-center.ts';
import { ApiError } from '../http/api-error.ts';
import { idOf, inEveryLanguage, isHttpsAddress, refuse, sitePath } from '../http/content-input.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';

/** An item's anchor in `/helpmc#<tag>`: lower-case letters, digits and inner hyphens. */
const tag = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/);
const position = z.number().int().min(0).max(10_000);

const itemFields = {
  tag,
  title: inEveryLanguage(localizedTextSchema(200, false)),
  content: inEveryLanguage(localizedTextSchema(noticeContentMax, true)),
  position,
};
const newItemBody = z.object(itemFields).partial({ position: true }).strict();
const itemChangeBody = z.object(itemFields).partial().strict();

const label = z.string().trim().min(1).max(100);
const resourceFields = {
  resourceType: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/),
  labelEn: label,
  labelCn: label,
  url: z.string().trim().min(1).max(500),
  position,
};
const newResourceBody = z.object(resourceFields).partial({ position: true }).strict();
const resourceChangeBody = z.object(resourceFields).partial().strict();

/** A resource leads to a path of the site or to an https address; else the url is refused. */
const checkedResource = (resource: SiteResourceRecord): SiteResourceRecord => {
  if (!sitePath.test(resource.url) && !isHttpsAddress(resource.url)) refuse('url');
  return resource;
};

/** After every row there is. */
const lastPosition = (rows: readonly { position: number }[]): number =>
  Math.min(10_000, Math.max(0, ...rows.map((row) => row.position)) + positionStep);

/** A write whose key (`tag`, `resourceType`) another row of the merchant has is refused by name. */
const keyed = async <T>(field: string, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) refuse(field);
    throw error;
  }
};

/**
 * QA controls of the help center and the site resources (issue 17), so tests and operators
 * never edit code: every item and resource as stored (`GET /qa/help-center`), and creating,
 * changing (only the fields given; the result is checked whole) and deleting an item
 * (`/qa/help-center/items`) or a resource (`/qa/help-center/resources`). A new row goes last
 * unless its position is given. Bad input, a tag or resource type another row has, or a url
 * that is neither a site path nor an https address is `request_param_err` naming the field; an
 * unknown id `not.found`; either stores nothing. Every write drops the cached answers (qa.ts);
 * the reset takes them back to the seed's.
 */
export const qaHelpCenterRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db } = services;

  app.get('/qa/help-center', async () => {
    const { id } = await merchant();
    return { items: await allHelpItems(db, id), resources: await allSiteResources(db, id) };
  });

  app.post('/qa/help-center/items', async (request) => {
    const body = parseInput(newItemBody, readBody(request.body, 'json'));
    const merchantId = (await merchant()).id;
    const item = {
      ...body,
      position: body.position ?? lastPosition(await allHelpItems(db, merchantId)),
    };
    return { id: await keyed('tag', () => createHelpItem(db, merchantId, item)) };
  });

  app.put('/qa/help-center/items/:id', async (request) => {
    const id = idOf(request.params);
    const body = parseInput(itemChangeBody, readBody(request.body, 'json'));
    const merchantId = (await merchant()).id;
    const found = await findHelpItem(db, merchantId, id);
    if (!found) throw new ApiError('not.found');
    const replaced = await keyed('tag', () =>
      replaceHelpItem(db, merchantId, id, { ...found, ...body }),
    );
    if (!replaced) throw new ApiError('not.found');
    return { id };
  });

  app.delete('/qa/help-center/items/:id', async (request) => {
    const id = idOf(request.params);
    if (!(await deleteHelpItem(db, (await merchant()).id, id))) throw new ApiError('not.found');
    return { id, deleted: true };
  });

  app.post('/qa/help-center/resources', async (request) => {
    const body = parseInput(newResourceBody, readBody(request.body, 'json'));
    const merchantId = (await merchant()).id;
    const resource = checkedResource({
      ...body,
      position: body.position ?? lastPosition(await allSiteResources(db, merchantId)),
    });
    return {
      id: await keyed('resourceType', () => createSiteResource(db, merchantId, resource)),
    };
  });

  app.put('/qa/help-center/resources/:id', async (request) => {
    const id = idOf(request.params);
    const body = parseInput(resourceChangeBody, readBody(request.body, 'json'));
    const merchantId = (await merchant()).id;
    const found = await findSiteResource(db, merchantId, id);
    if (!found) throw new ApiError('not.found');
    const resource = checkedResource({ ...found, ...body });
    const replaced = await keyed('resourceType', () =>
      replaceSiteResource(db, merchantId, id, resource),
    );
    if (!replaced) throw new ApiError('not.found');
    return { id };
  });

  app.delete('/qa/help-center/resources/:id', async (request) => {
    const id = idOf(request.params);
    const deleted = await deleteSiteResource(db, (await merchant()).id, id);
    if (!deleted) throw new ApiError('not.found');
    return { id, deleted: true };
  });
};
