import { BffError } from '../errors.ts';
import { toUpstreamError } from './errors.ts';

/** Platform answers are small JSON; anything bigger is not an answer we expect. */
const maxAnswerBytes = 2 * 1024 * 1024;

/**
 * Reads an upstream body to text, refusing more than `maxAnswerBytes` (leaving the loop early
 * destroys the stream). A body timeout or a broken connection becomes a coded error.
 */
export const readAnswer = async (body: AsyncIterable<Uint8Array | string>): Promise<string> => {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const buffer = Buffer.from(chunk);
      size += buffer.length;
      if (size > maxAnswerBytes) throw new BffError('upstream.bad.answer');
      chunks.push(buffer);
    }
  } catch (error) {
    throw toUpstreamError(error);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/** Parses an answer that must be JSON; anything else is a 502 `upstream.bad.answer`. */
export const parseJsonAnswer = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BffError('upstream.bad.answer', { cause: error });
  }
};
