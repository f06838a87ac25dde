import type { FastifyInstance, FastifyRequest } from 'fastify';
import { typesOf } from '@his/shared/schemas/announcements';
import { findBanner, listAnnouncements } from '../announcements/announcements.ts';
import { bannerSvg } from '../announcements/banner-svg.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError } from '../http/api-error.ts';
import { siteLanguageOf } from '../http/language.ts';
import { requireMerchant } from '../http/merchant.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';

const bannerFile = /^([0-9]{1,12})-(en|km|cn)-[0-9a-f]{8}\.svg$/;

/**
 * Announcements (issue 17, src/announcements): `MCSFE_getListAnnouncements` for guests and
 * members (a member's session lets the `A` and `F` popups through), and the banners' pictures
 * (`/media/banners/<id>-<lang>-<version>.svg`), drawn from the banner as it is now (the version
 * in the name changes with its texts, so a picture may be cached for a day).
 */
export const announcementRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'announcements', async ({ query }, ctx) =>
    listAnnouncements(db, ctx.merchant.id, {
      now: ctx.now,
      language: siteLanguageOf(ctx.request.headers.language),
      types: typesOf(query.types),
      execution: query.execution,
      signedIn: ctx.member !== null,
    }),
  );

  // Without a Merchant header (the browser's request through the bff) it is the upstream's own
  // merchant, as for the other pictures (routes/media.ts).
  const merchantOf = async (request: FastifyRequest): Promise<Merchant> => {
    if (request.headers.merchant !== undefined) {
      return requireMerchant(request, services.merchants);
    }
    const merchant = await services.merchants.get(services.config.merchantCode);
    if (!merchant) throw new ApiError('not.found');
    return merchant;
  };

  app.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const match = bannerFile.exec(request.params.file);
    if (!match) throw new ApiError('not.found');
    const [, id = '', language = 'en'] = match;
    const merchant = await merchantOf(request);
    const banner = await findBanner(db, merchant.id, Number(id));
    if (!banner) throw new ApiError('not.found');
    const lang = siteLanguageOf(language);
    const svg = bannerSvg(banner.theme, banner.title[lang], banner.caption[lang]);
    return reply
      .headers({
        'content-type': 'image/svg+xml',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      })
      .send(svg);
  });

  // Runs after the app-wide hook (which marks answers `no-store`): pictures may be cached.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200 && request.url.startsWith('/media/banners/')) {
      reply.header('cache-control', 'public, max-age=86400');
    }
  });
};
