import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every endless animation of the site runs on the compositor: its keyframes move `transform`
// or `opacity` only. Any other property (`background-position`, `width`, `left` …) is restyled
// and repainted on the main thread every frame, for as long as the element is on screen: on a
// phone that work lands in front of the content a placeholder is waiting for (Lighthouse's
// "avoid non-composited animations"). A sheen is composed from styles/shimmer.module.css.
const src = join(import.meta.dirname, '../src');
const sheets = Object.fromEntries(
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(join(src, file), 'utf8')]),
);

const compositorOnly = new Set(['transform', 'opacity']);

/** `{ name, properties }` of every `@keyframes` block (declarations inside its steps). */
const keyframesOf = (css: string) =>
  [...css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)].map(
    ([, name = '', body = '']) => ({
      name,
      properties: [...body.matchAll(/([\w-]+)\s*:/g)].map(([, property = '']) => property),
    }),
  );

describe('animations', () => {
  it('finds the keyframes it checks', () => {
    expect(keyframesOf(sheets[join('styles', 'shimmer.module.css')] ?? '')).toEqual([
      { name: 'sheen', properties: ['transform'] },
    ]);
  });

  it('move only transform and opacity, in every stylesheet', () => {
    const offenders = Object.entries(sheets).flatMap(([file, css]) =>
      keyframesOf(css)
        .filter(({ properties }) => properties.some((property) => !compositorOnly.has(property)))
        .map(({ name, properties }) => `${file} @keyframes ${name}: ${properties.join(', ')}`),
    );
    expect(offenders).toEqual([]);
  });
});
