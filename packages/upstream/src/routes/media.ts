import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findGameByNodeId, findVendor } from '../catalogue/games.ts';
import { findLotteryGame } from '../catalogue/lottery.ts';
import { gameSvg, lotterySvg, vendorSvg } from '../catalogue/media.ts';
import { ApiError } from '../http/api-error.ts';
import { requireMerchant } from '../http/merchant.ts';
import { staticAvatarSvg } from '../members/avatar-media.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';

const gameFile = /^([0-9]{1,12})\.svg$/;
const vendorFile = /^([A-Z0-9_]{1,32})(-large)?\.svg$/;
const lotteryFile = /^([A-Z0-9_]{1,40})\.svg$/;
const avatarFile = /^([0-9]{1,2})\.svg$/;

interface FileParams {
  file: string;
}

const svgHeaders = {
  'content-type': 'image/svg+xml',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;
/** Pictures are public and change only with the catalogue: cached for a day. */
const pictureCache = 'public, max-age=86400';

const matchFile = (pattern: RegExp, file: string): RegExpExecArray => {
  const match = pattern.exec(file);
  if (!match) throw new ApiError('not.found');
  return match;
};

/**
 * Generated catalogue pictures (`/media/games/<nodeId>.svg`, `/media/vendors/<CODE>.svg` and
 * `<CODE>-large.svg`, `/media/lottery/<CODE>.svg`, `/media/avatars/<n>.svg`). The browser loads them through the bff
 * without a Merchant header: they then show the upstream's own merchant's catalogue.
 */
export const mediaRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  const merchantOf = async (request: FastifyRequest): Promise<Merchant> => {
    if (request.headers.merchant !== undefined) {
      return requireMerchant(request, services.merchants);
    }
    const merchant = await services.merchants.get(services.config.merchantCode);
    if (!merchant) throw new ApiError('not.found');
    return merchant;
  };

  // Runs after the app-wide hook (which marks answers `no-store`): pictures may be cached.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', pictureCache);
  });

  app.get<{ Params: FileParams }>('/media/games/:file', async (request, reply) => {
    const [, nodeId = ''] = matchFile(gameFile, request.params.file);
    const merchant = await merchantOf(request);
    const game = await findGameByNodeId(db, merchant.id, nodeId);
    if (!game) throw new ApiError('not.found');
    return reply.headers(svgHeaders).send(gameSvg(game.nodeId, game.displayName));
  });

  app.get<{ Params: FileParams }>('/media/vendors/:file', async (request, reply) => {
    const [, code = '', large] = matchFile(vendorFile, request.params.file);
    const merchant = await merchantOf(request);
    const vendor = await findVendor(db, merchant.id, code);
    if (!vendor) throw new ApiError('not.found');
    return reply
      .headers(svgHeaders)
      .send(vendorSvg(vendor.code, vendor.displayName, large !== undefined));
  });

  app.get<{ Params: FileParams }>('/media/lottery/:file', async (request, reply) => {
    const [, gameCode = ''] = matchFile(lotteryFile, request.params.file);
    const merchant = await merchantOf(request);
    const game = await findLotteryGame(db, merchant.id, gameCode);
    if (!game) throw new ApiError('not.found');
    return reply.headers(svgHeaders).send(lotterySvg(game.gameCode, game.name));
  });

  // The static avatars of "My account" (`/media/avatars/<0-11>.svg`), the same for every merchant.
  app.get<{ Params: FileParams }>('/media/avatars/:file', async (request, reply) => {
    const [, number = ''] = matchFile(avatarFile, request.params.file);
    const svg = staticAvatarSvg(Number(number));
    if (svg === null) throw new ApiError('not.found');
    return reply.headers(svgHeaders).send(svg);
  });
};
