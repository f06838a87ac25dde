import type { FastifyRequest } from 'fastify';
import { normaliseDomain } from '../merchants/domains.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { ApiError } from './api-error.ts';
import type { MerchantCache } from './services.ts';

const merchantShape = /^[A-Za-z0-9_-]{1,32}$/;

/** The merchant of a request's domain; an unknown or malformed one is refused. */
const merchantOfDomain = async (
  request: FastifyRequest,
  merchants: MerchantCache,
): Promise<Merchant> => {
  const domain = normaliseDomain(request.hostname);
  const merchant = domain === null ? null : await merchants.byDomain(domain);
  if (!merchant) throw new ApiError('merchant.acct.setup.err');
  return merchant;
};

/**
 * Every `/wps/*` call names its merchant in exactly one `Merchant` header (any case). Node joins
 * repeated headers into one string, so the raw header list is counted instead.
 *
 * Without the header the merchant is the one the request's domain belongs to (issue 12: the
 * platform's own encrypt.js asks for `/wps/session/key/rsa` with no Merchant header, so the real
 * platform must tell brands apart by the site they are served from). The header wins when both
 * are there: the bff and other server-side callers reach one gateway host for every brand, so
 * the host they connect to says nothing about the brand. `request.hostname` is the Host header,
 * or `X-Forwarded-Host` from a trusted proxy (`TRUST_PROXY`).
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
  if (values.length === 0) return merchantOfDomain(request, merchants);
  const code = values.length === 1 ? values[0] : undefined;
  if (!code || !merchantShape.test(code)) throw new ApiError('merchant.acct.setup.err');
  const merchant = await merchants.get(code);
  if (!merchant) throw new ApiError('merchant.acct.setup.err');
  return merchant;
};
