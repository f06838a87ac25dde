// What `api.ts` validates every answer with (the envelope, a failure, the known codes), in a
// chunk of its own: zod loads alongside the first call instead of in the home page's first load.
// Each call's own schemas are in its group of the registry (`@his/shared/calls/<group>`).
import { clientErrorCodes, errorCodes, platformErrorCodes } from '@his/shared/errors';

export { envelopeSchema, failureSchema } from '@his/shared/envelope';
export { bffSessionSchema } from '@his/shared/bff';

/**
 * The error codes a player can be shown a text for (`errors.<code>` in every catalogue): the
 * platform's and ours, the browser's own, and those of the spec no server of ours answers yet.
 * Here rather than read off the English catalogue, which is not part of the first load.
 */
export const knownErrorCodes: ReadonlySet<string> = new Set<string>([
  ...errorCodes,
  ...clientErrorCodes,
  ...platformErrorCodes,
]);
