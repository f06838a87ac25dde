import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../merchants/merchants.ts';
import { ApiError } from './api-error.ts';
import type { MerchantCache } from './services.ts';

const merchantShape = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Every `/wps/*` call names its merchant in exactly one `Merchant` header (any case). Node joins
 * repeated headers into one string, so the raw header list is counted instead.
 */
export const requireMerchant = async (
  request: FastifyRequest,
  merchants: MerchantCache,
): Promise<Merchant> => {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i];
    const value = raw[i + 1];
    if (name?.toLowerCase() === 'merchant' && value !== undefined) values.push(value.trim());
  }
  const code = values.length === 1 ? values[0] : undefined;
  if (!code || !merchantShape.test(code)) throw new ApiError('merchant.acct.setup.err');
  const merchant = await merchants.get(code);
  if (!merchant) throw new ApiError('merchant.acct.setup.err');
  return merchant;
};
