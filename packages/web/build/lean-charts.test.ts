import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from './lean-charts.ts';

describe('stripDescriptions', () => {
  it('drops description texts and keeps everything else', () => {
    const source = `const chart = {
  description: 'The visitor’s start.',
  states: {
    a: { description: \`A state.\`, on: { go: { target: 'b', description: "Goes." } } },
    b: { description: note, tags: ['b'] },
  },
  [description]: 'computed, kept',
  label: { description: 'nested in a non-chart object, dropped too' },
} as const;`;
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    expect(spaced(stripDescriptions(source))).toBe(
      spaced(`const chart = {
  states: {
    a: { on: { go: { target: 'b', } } },
    b: { description: note, tags: ['b'] },
  },
  [description]: 'computed, kept',
  label: { },
} as const;`),
    );
  });

  it('leaves a real chart whole but for its descriptions', () => {
    const path = join(import.meta.dirname, '../../machines/src/boot/boot.machine.ts');
    const source = readFileSync(path, 'utf8');
    const lean = stripDescriptions(source);
    expect(source).toMatch(/description: '/);
    expect(lean).not.toMatch(/description:\s*['"`]/);
    expect(() => parseAst(lean, { lang: 'ts' })).not.toThrow();
    const count = (text: string, word: RegExp) => text.match(word)?.length ?? 0;
    for (const word of [/target:/g, /invoke:/g, /actions:/g, /guard:/g, /tags:/g]) {
      expect(count(lean, word)).toBe(count(source, word));
    }
  });
});
