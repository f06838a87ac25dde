// The schemas the answers are checked with (answer-check.ts, in a worker) and the page's forms
// with (form-issues.ts), in one chunk of their own: never in the first load.
import { clientErrorCodes, errorCodes, platformErrorCodes } from '@his/shared/errors';

export { calls } from '@his/shared/calls';
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
