import type { FastifyInstance } from 'fastify';
import { flattenModules } from '@his/shared/modules';
import { loadModuleTree } from '../merchants/modules.ts';
import { publishedRules } from '../members/register-fields.ts';
import { readSiteState } from '../merchants/site-state.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { listHelpItems, listSiteResources } from '../help-center/help-center.ts';
import { siteLanguageOf } from '../http/language.ts';
import { countries } from '../system/countries.ts';
import { customerService, servicePathList } from '../system/customer-service.ts';
import { locate } from '../system/location.ts';

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
    const [whitelabel, site, register, resources] = await Promise.all([
      moduleTree(ctx.merchant.id),
      catalogue.read(`siteState:${ctx.merchant.id}`, () => readSiteState(db, ctx.merchant.id)),
      registerRules(ctx.merchant.id),
      catalogue.read(`resources:${ctx.merchant.id}`, () => listSiteResources(db, ctx.merchant.id)),
    ]);
    return {
      info: {
        whitelabel,
        register,
        resources,
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
    const language = siteLanguageOf(query.lang ?? ctx.request.headers.language);
    return catalogue.read(`helpItems:${ctx.merchant.id}:${language}`, () =>
      listHelpItems(db, ctx.merchant.id, language),
    );
  });
};
