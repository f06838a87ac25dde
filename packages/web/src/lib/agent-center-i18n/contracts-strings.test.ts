import { describe, expect, it } from 'vitest';
import { contractsCn, contractsEn, contractsKm } from './contracts-strings.ts';

const flatten = (node: object, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node) as [string, unknown][]) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
    }
  }
  return out;
};

const english = flatten(contractsEn);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
// Texts made only of placeholders and symbols read the same in every language.
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

describe.each([
  ['KM', contractsKm, /[\u1780-\u17ff]/],
  ['CN', contractsCn, /[\u4e00-\u9fff]/],
] as const)('the contracts panel’s %s strings', (_, strings, script) => {
  const catalogue = flatten(strings);

  it('have the English keys and placeholders', () => {
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of catalogue) {
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('are translated into their own script', () => {
    for (const [key, text] of catalogue) {
      if (!wordless(text)) expect(text, key).toMatch(script);
    }
  });
});
