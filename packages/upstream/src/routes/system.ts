import type { FastifyInstance } from 'fastify';
import { flattenModules } from '@his/shared/modules';
import { loadModuleTree } from '../merchants/modules.ts';
import { publishedRules } from '../members/register-fields.ts';
import { readSiteState } from '../merchants/site-state.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { countries } from '../system/countries.ts';
import { customerService, servicePathList } from '../system/customer-service.ts';
import { helpItems } from '../system/help-center.ts';
import { locate } from '../system/location.ts';
import { resources, serviceResources } from '../system/resources.ts';

/** Status (the spec's "permission"), whitelabel tree, register rules and country list. */
export const systemRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, catalogue } = services;
  const moduleTree = (merchantId: number) =>
    catalogue.read(`moduleTree:${merchantId}`, () => loadModuleTree(db, merchantId));
  const registerRules = (merchantId: number) =>
    catalogue.read(`registerRules:${merchantId}`, async () =>
      publishedRules(db, merchantId, flattenModules(await moduleTree(merchantId))),
    );

  registerCall(app, services, 'systemStatus', async (_input, ctx) => {
    const [whitelabel, site, register] = await Promise.all([
      moduleTree(ctx.merchant.id),
      catalogue.read(`siteState:${ctx.merchant.id}`, () => readSiteState(db, ctx.merchant.id)),
      registerRules(ctx.merchant.id),
    ]);
    return {
      info: {
        whitelabel,
        register,
        resources: [...resources, ...serviceResources],
        customerService: customerService(),
        analytics: {},
        imageCDNs: [],
        launchGameCDNs: [],
      },
      location: locate(ctx.ip),
      maintenance: site.state === 'maintenance',
      regionRestriction: site.state === 'restricted',
    };
  });

  registerCall(app, services, 'whitelabel', async (_input, ctx) => moduleTree(ctx.merchant.id));

  registerCall(app, services, 'registerSettings', async (_input, ctx) =>
    registerRules(ctx.merchant.id),
  );

  registerCall(app, services, 'countryList', async () => countries);

  registerCall(app, services, 'domainRoute', async () => ({
    version: { pathList: servicePathList() },
  }));

  registerCall(app, services, 'helpCenter', async ({ query }, ctx) => {
    const header = ctx.request.headers.language;
    return helpItems(query.lang ?? (typeof header === 'string' ? header : undefined));
  });
};
