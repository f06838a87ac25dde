import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.BaseSchema;
type SubSchema = boolean | JsonSchema;

/** fast-check's `integer` takes 32-bit bounds; the registry's ints go up to the safe range. */
const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Text of every kind: mostly printable, sometimes any code point (controls included). */
const text = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }), weight: 3 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 1 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }), weight: 1 },
  );

/** `^[^…]*$`: any text without some characters (e.g. controls), which `text` draws best. */
const excludesOnly = (pattern: string) => /^\^\[\^[^\]]*\]\*\$$/.test(pattern);

/** A field's patterns: its own and those of `allOf` (zod writes several regexes that way). */
const patternsOf = (schema: JsonSchema): string[] => [
  ...(schema.pattern === undefined ? [] : [schema.pattern]),
  ...(schema.allOf ?? []).flatMap(patternsOf),
];

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 64);
  const patterns = patternsOf(schema).map((pattern) => new RegExp(pattern));
  const shaping = patterns.filter((pattern) => !excludesOnly(pattern.source)).at(-1);
  return (shaping ? fc.stringMatching(shaping) : text(minLength, maxLength)).filter(
    (value) =>
      // Most registry strings are trimmed before their minimum applies.
      value.trim().length >= minLength &&
      value.length <= maxLength &&
      patterns.every((pattern) => pattern.test(value)),
  );
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const inRange = fc.integer({
    min: clamp(Math.ceil(min), int32.min, int32.max),
    max: clamp(Math.floor(max), int32.min, int32.max),
  });
  return fc.oneof(
    { arbitrary: inRange, weight: 4 },
    fc.constantFrom(Math.ceil(min), Math.floor(max)),
  );
};

const objectOf = (schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> => {
  const { properties = {}, required = [], additionalProperties } = schema;
  const fields = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, arbitraryOf(sub)])),
    { requiredKeys: required },
  );
  if (additionalProperties === false || Object.keys(properties).length > 0) return fields;
  // A record (`z.record`): keys and values of the additional-properties schema.
  return fc.dictionary(fc.string(), arbitraryOf(additionalProperties ?? true));
};

/**
 * An arbitrary of values shaped as a JSON Schema describes them: the keywords zod's
 * `toJSONSchema` writes for the registry's inputs (type, properties, required, pattern,
 * lengths, bounds, enum, const, anyOf, allOf, items). Anything it does not describe is any JSON.
 */
const arbitraryOf = (schema: SubSchema): fc.Arbitrary<unknown> => {
  if (typeof schema === 'boolean') return schema ? fc.jsonValue() : fc.constant(undefined);
  if (schema.allOf && schema.type === undefined) {
    // Not a string with several patterns: the parts' keywords together.
    return arbitraryOf(Object.assign({}, ...schema.allOf, { ...schema, allOf: undefined }));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(arbitraryOf));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'object':
      return objectOf(schema);
    case 'array': {
      const items = Array.isArray(schema.items) ? true : (schema.items ?? true);
      return fc.array(arbitraryOf(items), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? 5,
      });
    }
    default:
      return fc.jsonValue();
  }
};

/**
 * Valid-shaped input for a zod schema, through its JSON Schema (zod 4's public
 * `toJSONSchema`, as the input side sees it). zod-fast-check supports only zod 3 and
 * fast-check 3, so it cannot serve the registry's zod 4 schemas. A rule between fields (an
 * object's `refine`: "a phone or an email") has no JSON Schema: of such a schema's draws, only
 * those it accepts are kept.
 */
export const arbitraryFromZod = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const drawn = arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  const related = schema.def.type === 'object' && (schema.def.checks ?? []).length > 0;
  return related ? drawn.filter((value) => schema.safeParse(value).success) : drawn;
};
