import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calls } from './calls.ts';
import { controlCharacters, controlCharactersButLines, text } from './patterns.ts';

interface Def {
  type: string;
  checks?: { _zod: { def: { pattern?: RegExp } } }[];
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
}

/** Every string schema inside a schema, with the path that leads to it. */
const strings = (schema: z.ZodType, path: string): [string, Def][] => {
  const def = schema.def as Def;
  if (def.type === 'string') return [[path, def]];
  const children: [string, z.ZodType | undefined][] = [
    ['', def.innerType],
    ['[]', def.element],
    ['{key}', def.keyType],
    ['{value}', def.valueType],
    ['<in>', def.in],
    ['<out>', def.out],
    ...Object.entries(def.shape ?? {}).map(([key, field]): [string, z.ZodType] => [
      `.${key}`,
      field,
    ]),
    ...(def.options ?? []).map((option, i): [string, z.ZodType] => [`|${i}`, option]),
  ];
  return children.flatMap(([step, child]) => (child ? strings(child, `${path}${step}`) : []));
};

const guarded = (def: Def) =>
  (def.checks ?? []).some(({ _zod }) =>
    [controlCharacters, controlCharactersButLines].includes(_zod.def.pattern as RegExp),
  );

describe('text()', () => {
  it('refuses C0 control characters and DEL', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001by', '\u007f', 'tab\there', 'line\n', '\r']) {
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('accepts ordinary text, including non-Latin scripts and other Unicode', () => {
    for (const good of ['', 'demo_player', 'ស្វាគមន៍', '欢迎', 'a b', 'é\u00a0\u200b']) {
      expect(text().safeParse(good).success, good).toBe(true);
    }
  });

  it('lets tab and line breaks through when the field holds lines, and nothing else', () => {
    expect(text({ lines: true }).safeParse('one\r\ntwo\tthree\n').success).toBe(true);
    for (const bad of ['a\u0000', '\u000b', '\u000c', '\u001b', '\u007f']) {
      expect(text({ lines: true }).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps the field rules chained after it', () => {
    const username = text().trim().min(1).max(4);
    expect(username.parse(' ab ')).toBe('ab');
    expect(username.safeParse('abcde').success).toBe(false);
    expect(username.safeParse(' \u0000 ').success).toBe(false);
  });
});

describe('the call registry', () => {
  const fields = Object.entries(calls).flatMap(([name, call]) =>
    (['query', 'body', 'value', 'publicValue', 'failureValue'] as const).flatMap((part) => {
      const schema = (call as Partial<Record<typeof part, z.ZodType>>)[part];
      return schema ? strings(schema, `${name}.${part}`) : [];
    }),
  );

  it('finds string fields to check', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  // The walk does not enter z.lazy, so the module tree (modules.ts, ids from an enum) is left out.
  it.each(fields)('%s is built with text()', (_path, def) => {
    expect(guarded(def)).toBe(true);
  });
});
