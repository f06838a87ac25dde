import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { CallDef } from '@his/shared/calls';

/**
 * Compression of relayed answers (issue 13: Lighthouse counted 40 KiB of uncompressed JSON on
 * the home page — hot games, vendors, jackpots). Off by default: a route opts in with
 * `compressionOf(call)`. Static files are not concerned (they go out precompressed at build).
 *
 * Only GET answers of calls a visitor may make (`auth` none or optional: the catalogue, the game
 * lists, the site's settings) are compressed. Compressing a body that holds a secret next to
 * text an attacker can choose lets the attacker read the secret from the compressed length
 * (BREACH); a catalogue answer holds no secret, whoever asks, and the answers of calls that
 * need a login are left as they are rather than reasoned about one by one. Brotli at quality 4 costs about what
 * gzip's default does and still shrinks the catalogue's JSON by about 85 %; answers under
 * 1 KiB are sent as they are (the headers would outweigh the saving).
 */
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: false,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);

/** The route option of a forwarded call: compressed when it is a GET open to visitors. */
export const compressionOf = (call: CallDef): { compress: false | object } => ({
  compress: call.method === 'GET' && call.auth !== 'required' ? {} : false,
});
