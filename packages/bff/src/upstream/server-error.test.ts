import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { platformServerError, redactedExcerpt } from './server-error.ts';

const silent = pino({ level: 'silent' });

describe('redactedExcerpt', () => {
  it('replaces the known secrets and credential-shaped values', () => {
    const excerpt = redactedExcerpt(
      'for tok_abc: password=hunter2 {"token":"t-1","apiKey":"k-2"} Authorization: Bearer xyz.123',
      ['tok_abc'],
    );
    for (const secret of ['tok_abc', 'hunter2', 't-1', 'k-2', 'xyz.123']) {
      expect(excerpt).not.toContain(secret);
    }
    expect(excerpt).toContain('password=[redacted]');
  });

  it('flattens line breaks and cuts after redacting', () => {
    const excerpt = redactedExcerpt(`line one\nline two ${'x'.repeat(1000)} password=hunter2`, []);
    expect(excerpt).not.toContain('\n');
    expect(excerpt.length).toBeLessThanOrEqual(301);
    expect(excerpt.startsWith('line one line two')).toBe(true);
  });
});

describe('platformServerError', () => {
  const answer = (text: string) => ({ status: 500, path: '/wps/x', text, secrets: [] });

  it('keeps a catalogue code, with the catalogue text and no platform value', () => {
    const error = platformServerError(
      silent,
      answer('{"success":false,"errorCode":"system.busy","message":"SQL","value":{"a":1}}'),
    );
    expect(error.toEnvelope()).toEqual({
      success: false,
      value: null,
      message: '#727 system busy',
      errorCode: 'system.busy',
    });
  });

  it.each(['<html>stack</html>', '{"errorCode":"java.lang.NullPointerException"}', ''])(
    'answers anything else (%j) with 502 upstream.bad.answer',
    (text) => {
      const error = platformServerError(silent, answer(text));
      expect(error.statusCode).toBe(502);
      expect(error.code).toBe('upstream.bad.answer');
    },
  );
});
