import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-format.ts';

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
