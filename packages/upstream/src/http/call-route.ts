import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Call, CallName } from '@his/shared/calls';
import { calls } from '@his/shared/calls';
import { ok } from '@his/shared/envelope';
import { moduleIds } from '@his/shared/modules';
import { memberIdForToken, tokenFromHeader } from '../auth/tokens.ts';
import { decryptBody } from '../cipher/decrypt-body.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { enabledModules } from '../merchants/modules.ts';
import type { Member } from '../members/members.ts';
import { findMemberById } from '../members/members.ts';
import { mustChangePasswordNow } from '../members/password-state.ts';
import { ApiError } from './api-error.ts';
import { parseInput, readBody } from './input.ts';
import { requireMerchant } from './merchant.ts';
import type { Services } from './services.ts';

/** What a handler knows about the request once the common checks have passed. */
interface CallContext {
  merchant: Merchant;
  /** Flattened module switches of the merchant. */
  modules: Record<string, boolean>;
  /** The authenticated member (always set for `auth: 'required'` calls). */
  member: Member | null;
  token: string | null;
  /** The client as the upstream sees it (`X-Forwarded-For` from a trusted proxy). */
  ip: string;
  now: Date;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface CallInput<C extends Call<CallName>> {
  query: z.output<C['query']>;
  body: z.output<C['body']>;
}

export type CallHandler<C extends Call<CallName>> = (
  input: CallInput<C>,
  ctx: CallContext,
) => Promise<z.input<C['value']>>;

/**
 * What a member who must change the password may still do: see who they are, change it, or
 * leave. Everything else answers 403 `password.change.required` until the change is made, so
 * the forced change cannot be skipped by a client that ignores it.
 */
const allowedBeforePasswordChange: ReadonlySet<CallName> = new Set<CallName>([
  'memberInfo',
  'changePassword',
  'logout',
]);

const isModuleId = (value: string): boolean => (moduleIds as readonly string[]).includes(value);

const checkModules = (
  modules: Record<string, boolean>,
  routeModule: string | null,
  header: unknown,
) => {
  if (routeModule !== null && modules[routeModule] !== true) {
    throw new ApiError('function.not.available');
  }
  // The gateway may also name the module in a `modID` header (UPSTREAM.md §1.5); a known but
  // disabled one is refused too. Unknown names are ignored, as the platform's clients vary.
  if (typeof header === 'string' && isModuleId(header) && modules[header] !== true) {
    throw new ApiError('function.not.available');
  }
};

const authenticate = async (
  services: Services,
  request: FastifyRequest,
  merchant: Merchant,
  now: Date,
) => {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return { token: null, member: null };
  const memberId = await memberIdForToken(services.db, token, merchant.id, now);
  const member = memberId === null ? null : await findMemberById(services.db, memberId);
  return member ? { token, member } : { token: null, member: null };
};

/**
 * Registers the handler of one registry call at the registry's path and method. Checks run in
 * this order, each answering its own code: Merchant header, module switches, session, forced
 * password change, query, body (decrypted first for encrypted calls). The handler returns the
 * envelope's `value`.
 */
export const registerCall = <N extends CallName>(
  app: FastifyInstance,
  services: Services,
  name: N,
  handler: CallHandler<Call<N>>,
): void => {
  // Widened so the checks below read one shape; the handler gets the entry's own types back.
  const call: Call<CallName> = calls[name];
  app.route({
    method: call.method,
    url: call.path,
    // Only calls that carry images (proofs) exceed the common limit, each with its own.
    ...('bodyLimit' in call ? { bodyLimit: call.bodyLimit } : {}),
    handler: async (request, reply) => {
      const now = services.clock.now();
      const merchant = await requireMerchant(request, services.merchants);
      const modules = await services.catalogue.read(`modules:${merchant.id}`, () =>
        enabledModules(services.db, merchant.id),
      );
      checkModules(modules, call.modId, request.headers.modid);
      const { token, member } =
        call.auth === 'none'
          ? { token: null, member: null }
          : await authenticate(services, request, merchant, now);
      if (call.auth === 'required' && !member) throw new ApiError('login.not.session');
      if (
        member &&
        !allowedBeforePasswordChange.has(name) &&
        mustChangePasswordNow(member, modules)
      ) {
        throw new ApiError('password.change.required');
      }
      const query = parseInput(call.query, request.query);
      const rawBody = call.encrypted
        ? await decryptBody(
            {
              body: typeof request.body === 'string' ? request.body : undefined,
              encryption: request.headers.encryption,
              digest: request.headers['x-digest'],
              rsa: request.headers['x-rsa'],
            },
            services.keys,
          )
        : readBody(request.body, call.bodyType);
      const body = parseInput(call.body, rawBody);
      const ctx: CallContext = {
        merchant,
        modules,
        member,
        token,
        ip: request.ip,
        now,
        request,
        reply,
      };
      const value = await handler({ query, body } as CallInput<Call<N>>, ctx);
      if (call.answer === 'text') {
        return reply.type('text/plain; charset=utf-8').send(value);
      }
      // The lottery gateway answers the bare value; its failures still use the envelope.
      if (call.answer === 'raw') return reply.send(value);
      return reply.send(ok(value));
    },
  });
};
