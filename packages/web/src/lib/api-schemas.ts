// The schemas `api.ts` validates answers with, in one chunk of their own: zod and the call
// registry load alongside the first call instead of in the home page's first load.
export { calls } from '@his/shared/calls';
export { envelopeSchema, failureSchema } from '@his/shared/envelope';
export { bffSessionSchema } from '@his/shared/bff';
