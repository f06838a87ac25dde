import type { Readable } from 'node:stream';
import { BffError } from '../errors.ts';
import { toUpstreamError } from './errors.ts';

/** Platform answers are small JSON; anything bigger is not an answer we expect. */
const maxAnswerBytes = 2 * 1024 * 1024;

/**
 * Reads an upstream body to text, refusing more than `maxAnswerBytes` (the stream is destroyed
 * then). A body timeout or a broken connection becomes a coded error. Listens for the stream's
 * events rather than iterating it: an async iterator costs several promises per answer, and
 * relayed answers are mostly one chunk.
 */
export const readAnswer = (body: Readable): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: unknown) => {
      body.off('data', onData);
      body.off('end', onEnd);
      reject(toUpstreamError(error));
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > maxAnswerBytes) {
        body.destroy();
        fail(new BffError('upstream.bad.answer'));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      body.off('error', fail);
      resolve(
        chunks.length === 1
          ? (chunks[0] as Buffer).toString('utf8')
          : Buffer.concat(chunks, size).toString('utf8'),
      );
    };
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', fail);
    // Destroyed without an error (aborted): no 'end' will come.
    body.once('close', () => {
      if (!body.readableEnded) fail(body.errored ?? new Error('upstream body closed early'));
    });
  });

/** Parses an answer that must be JSON; anything else is a 502 `upstream.bad.answer`. */
export const parseJsonAnswer = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BffError('upstream.bad.answer', { cause: error });
  }
};
