import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatInstant } from './date-format.ts';

describe('dateTimeFormat', () => {
  it('keeps one formatter per locale and options', () => {
    const medium = dateTimeFormat('km', { dateStyle: 'medium' });
    expect(dateTimeFormat('km', { dateStyle: 'medium' })).toBe(medium);
    expect(dateTimeFormat('km', { dateStyle: 'short' })).not.toBe(medium);
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(medium);
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(0)).toBe(
      'Jan 1, 1970',
    );
  });
});

describe('formatInstant', () => {
  const at = Date.UTC(2026, 10, 28, 7, 5, 9);
  const options = { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' } as const;

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes an instant as toLocaleString does in the language’s own tag', () => {
    for (const [language, tag] of [
      ['EN', 'en'],
      ['KM', 'km'],
      ['CN', 'zh-Hans'],
      ['TH', 'th'],
    ] as const) {
      expect(formatInstant(language, at, options)).toBe(new Date(at).toLocaleString(tag, options));
    }
  });

  it('writes a code the picker does not have as the default language does', () => {
    expect(formatInstant('XX', at, options)).toBe(formatInstant('EN', at, options));
  });

  it('builds no formatter for the rows after the first', () => {
    const timeZone = 'Asia/Phnom_Penh';
    const Original = Intl.DateTimeFormat;
    const build = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    const rows = Array.from({ length: 50 }, (_, row) =>
      formatInstant('CN', at + row * 60_000, { timeStyle: 'short', timeZone }),
    );
    expect(new Set(rows).size).toBe(50);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
