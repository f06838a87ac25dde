import fc from 'fast-check';
import type { CallDef } from '@his/shared/calls';
import { arbitraryFromZod } from './schema-arbitrary.ts';

/** Which cookie a request carries: the test's logged-in session, none, or a made-up one. */
export type CookieChoice = 'session' | 'none' | 'forged';

/** A body the schema shaped (edited as text after serialising), or raw text. */
type FuzzBody =
  { kind: 'json'; value: unknown; edit: TextEdit | null } | { kind: 'raw'; text: string };

/** What is spliced into the serialised JSON: a prototype key, or a field with raw JSON. */
type TextEdit = { kind: 'prepend'; member: string } | { kind: 'append'; member: string };

/** One request of the fuzz run, before the runner adds the session and a solved challenge. */
export interface FuzzCase {
  method: string;
  /** Path and query string, as the browser would send them. */
  url: string;
  body: FuzzBody | null;
  contentType: string | null;
  cookie: CookieChoice;
  forgedCookie: string;
  csrf: boolean;
  /** Replace the body's `challenge` with a freshly solved one (calls that need one). */
  solveChallenge: boolean;
  remoteAddress: string;
  language: string | null;
}

/** C0 and C1 controls, NUL first, and the separators and marks that look like nothing. */
const controlCharacters = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u200b',
];

const prototypeKeys = ['__proto__', 'constructor', 'prototype'];

/** 64 KiB is the bff's body limit: one size under it, the rest over it (bytes or characters). */
const hugeStrings = [
  'x'.repeat(60_000),
  'x'.repeat(70_000),
  'é'.repeat(40_000),
  'x'.repeat(200_000),
];

const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Whole bodies no schema describes: nesting depth 10,000 (and beyond the limit), bad JSON. */
const rawBodies = [
  deepArrays(10_000),
  deepObjects(10_000),
  deepArrays(100_000),
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '\ufeff{}',
  '{"a":"\u0000"}',
  '{"a"\u0000:1}',
  '{"a":"\\ud800"}',
  '{"a":1e999999}',
  '{"a":-0}',
  'null',
  'true',
  '123',
  '"text"',
  '[]',
  '',
  ' '.repeat(70_000),
  'NaN',
  'undefined',
];

const oddValues: unknown[] = [123, -1, 1e308, true, false, null, [], {}, ['a'], { a: 'b' }, ''];

const contentTypes: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/json; charset=latin1',
    'application/vnd.api+json',
    'text/plain',
    'text/html',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=fuzz',
    'application/octet-stream',
    '*/*',
    '',
    null,
  ),
);

const withControl = (value: string, at: number, control: string) => {
  const index = value.length === 0 ? 0 : at % (value.length + 1);
  return `${value.slice(0, index)}${control}${value.slice(index)}`;
};

/** A small edit of a valid-shaped object, aimed at one of its schema's fields. */
const objectMutation = (fields: string[]) =>
  fc
    .record({
      field: fc.constantFrom(...(fields.length > 0 ? fields : ['field'])),
      at: fc.nat(),
      control: fc.constantFrom(...controlCharacters),
      odd: fc.constantFrom(...oddValues),
      huge: fc.constantFrom(...hugeStrings),
      key: fc.constantFrom(...prototypeKeys),
      deep: fc.constantFrom(deepArrays(10_000), deepObjects(10_000)),
      kind: fc.constantFrom(
        'none',
        'control',
        'control',
        'odd',
        'huge',
        'prototype',
        'nested-prototype',
        'deep',
      ),
    })
    .map(({ field, at, control, odd, huge, key, deep, kind }) => {
      return (value: Record<string, unknown>): FuzzBody => {
        const current = value[field];
        switch (kind) {
          case 'control':
            return {
              kind: 'json',
              value: {
                ...value,
                [field]: withControl(typeof current === 'string' ? current : 'ab', at, control),
              },
              edit: null,
            };
          case 'odd':
            return { kind: 'json', value: { ...value, [field]: odd }, edit: null };
          case 'huge':
            return { kind: 'json', value: { ...value, [field]: huge }, edit: null };
          case 'prototype':
            return {
              kind: 'json',
              value,
              edit: { kind: 'prepend', member: `"${key}":{"polluted":true,"${field}":"x"}` },
            };
          case 'nested-prototype':
            return {
              kind: 'json',
              value,
              edit: { kind: 'append', member: `"${field}":{"constructor":{"prototype":{"p":1}}}` },
            };
          case 'deep':
            return { kind: 'json', value, edit: { kind: 'append', member: `"${field}":${deep}` } };
          default:
            return { kind: 'json', value, edit: null };
        }
      };
    });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body for a call: mostly its schema's shape, edited, sometimes raw text. */
const bodyFor = (call: CallDef, fields: string[]): fc.Arbitrary<FuzzBody | null> => {
  const shaped = fc
    .tuple(arbitraryFromZod(call.body), objectMutation(fields))
    .map(([value, mutate]): FuzzBody =>
      isRecord(value) ? mutate(value) : { kind: 'json', value, edit: null },
    );
  const raw = fc.constantFrom(...rawBodies).map((text): FuzzBody => ({ kind: 'raw', text }));
  if (call.bodyType === 'none') {
    return fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, shaped, raw);
  }
  return fc.oneof({ arbitrary: shaped, weight: 5 }, raw, fc.constant(null));
};

/** A URL carries UTF-8, where a lone surrogate cannot be written: a browser sends U+FFFD. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const encode = (value: unknown): string =>
  encodeURIComponent(
    (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(
      loneSurrogate,
      '\ufffd',
    ),
  );

/** Query strings no schema writes: bad escapes, prototype keys, repeated and huge values. */
const oddQueryParts = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  'a=%E0%A4%A',
  '%C0%AF=1',
  '&&&',
  '=',
  'a=b=c',
  '__proto__=1',
  '__proto__[polluted]=1',
  'constructor=1',
  'constructor[prototype][p]=1',
  'prototype=1',
  `big=${'x'.repeat(70_000)}`,
);

type QueryEdit = 'none' | 'control' | 'repeat' | 'odd';

const queryFor = (call: CallDef, fields: string[], ...edits: QueryEdit[]): fc.Arbitrary<string> =>
  fc
    .record({
      value: arbitraryFromZod(call.query),
      field: fc.constantFrom(...(fields.length > 0 ? fields : ['q'])),
      at: fc.nat(),
      control: fc.constantFrom(...controlCharacters),
      odd: oddQueryParts,
      kind: fc.constantFrom(...edits),
    })
    .map(({ value, field, at, control, odd, kind }) => {
      const entries = Object.entries(isRecord(value) ? value : {}).map(
        ([key, item]) => `${encode(key)}=${encode(item)}`,
      );
      if (kind === 'control') {
        const current = isRecord(value) ? value[field] : undefined;
        const text = withControl(typeof current === 'string' ? current : 'ab', at, control);
        entries.push(`${encode(field)}=${encode(text)}`);
      }
      if (kind === 'repeat') entries.push(`${encode(field)}=1`, `${encode(field)}=2`);
      if (kind === 'odd') entries.push(odd);
      return entries.join('&');
    });

/** Fields a schema names (for edits aimed at a real field); none for a record or `undefined`. */
export const fieldsOf = (schema: CallDef['query']): string[] => {
  const shape: unknown = Reflect.get(schema, 'shape');
  if (isRecord(shape)) return Object.keys(shape);
  const inner: unknown = Reflect.get(schema, 'unwrap');
  return typeof inner === 'function' ? fieldsOf(Reflect.apply(inner, schema, [])) : [];
};

const forgedCookies = fc.oneof(
  fc.base64String({ minLength: 44, maxLength: 44 }).map((id) => `sid=${id}`),
  fc.constantFrom('sid=', 'sid=%00', '__Host-sid=abc', 'sid=a; sid=b', 'captchaId=1', '=;;=;'),
  fc
    .string({ unit: 'grapheme-ascii', maxLength: 80 })
    .map((text) => `sid=${encodeURIComponent(text)}`),
);

const remoteAddresses = fc.oneof(fc.ipV4(), fc.ipV6());

/** The parts of a request that do not depend on the route. */
const requestParts = (cookies: fc.Arbitrary<CookieChoice>) =>
  fc.record({
    contentType: contentTypes,
    cookie: cookies,
    forgedCookie: forgedCookies,
    csrf: fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, fc.constant(false)),
    solveChallenge: fc.boolean(),
    remoteAddress: remoteAddresses,
    language: fc.option(fc.constantFrom('EN', 'KM', 'CN', 'xx', 'EN, KM', ''), { nil: null }),
  });

/** fast-check prints a case in its report through this, not as its (huge) value. */
const described = (fuzzCase: FuzzCase): FuzzCase =>
  Object.assign(fuzzCase, { [fc.toStringMethod]: () => describeCase(fuzzCase) });

/** What a well-behaved page sends: the schema's shape, JSON, the CSRF header. */
const validCases = (call: CallDef, cookies: fc.Arbitrary<CookieChoice>) =>
  fc
    .record({
      query: queryFor(call, [], 'none'),
      body: arbitraryFromZod(call.body),
      parts: requestParts(cookies),
    })
    .map(({ query, body, parts }) =>
      described({
        method: call.method,
        url: query ? `${call.path}?${query}` : call.path,
        body: call.bodyType === 'none' ? null : { kind: 'json', value: body, edit: null },
        ...parts,
        contentType: 'application/json',
        csrf: true,
      }),
    );

const spoiledCases = (call: CallDef, cookies: fc.Arbitrary<CookieChoice>): fc.Arbitrary<FuzzCase> =>
  fc
    .record({
      query: queryFor(call, fieldsOf(call.query), 'none', 'control', 'control', 'repeat', 'odd'),
      body: bodyFor(call, fieldsOf(call.body)),
      parts: requestParts(cookies),
    })
    .map(({ query, body, parts }) =>
      described({
        method: call.method,
        url: query ? `${call.path}?${query}` : call.path,
        body,
        ...parts,
      }),
    );

/**
 * Cases for one registry call, at its own method and path: a quarter well-formed (they reach
 * the platform), the rest spoiled in query, body or headers (most stop at the bff's door).
 */
export const callCases = (
  call: CallDef,
  cookies: fc.Arbitrary<CookieChoice>,
): fc.Arbitrary<FuzzCase> =>
  fc.oneof(validCases(call, cookies), {
    arbitrary: spoiledCases(call, cookies),
    weight: 3,
  });

/** Cases for a route with no schema (the bff's own, media, pages): a path and a query. */
export const pathCases = (
  method: string,
  paths: fc.Arbitrary<string>,
  cookies: fc.Arbitrary<CookieChoice>,
): fc.Arbitrary<FuzzCase> =>
  fc
    .record({
      path: paths,
      query: fc.option(oddQueryParts, { nil: null }),
      body: fc.option(
        fc.constantFrom(...rawBodies).map((text): FuzzBody => ({ kind: 'raw', text })),
        { freq: 4, nil: null },
      ),
      parts: requestParts(cookies),
    })
    .map(({ path, query, body, parts }) =>
      described({ method, url: query === null ? path : `${path}?${query}`, body, ...parts }),
    );

/** The body's text as sent, with a solved challenge when the case asks for one. */
export const bodyText = (body: FuzzBody, challenge: string | null): string => {
  if (body.kind === 'raw') return body.text;
  const value =
    challenge !== null && isRecord(body.value) ? { ...body.value, challenge } : body.value;
  const text = JSON.stringify(value) ?? '';
  if (body.edit === null || !text.startsWith('{')) return text;
  const empty = text === '{}';
  return body.edit.kind === 'prepend'
    ? `{${body.edit.member}${empty ? '' : ','}${text.slice(1)}`
    : `${text.slice(0, -1)}${empty ? '' : ','}${body.edit.member}}`;
};

/** A short description for fast-check's report (bodies can be a megabyte). */
const describeCase = (fuzzCase: FuzzCase): string => {
  const clip = (text: string) =>
    JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const body =
    fuzzCase.body === null
      ? 'none'
      : fuzzCase.body.kind === 'raw'
        ? `raw ${clip(fuzzCase.body.text)}`
        : `json ${clip(bodyText(fuzzCase.body, null))}`;
  return [
    `${fuzzCase.method} ${clip(fuzzCase.url)}`,
    `body ${body}`,
    `content-type ${String(fuzzCase.contentType)}`,
    `cookie ${fuzzCase.cookie === 'forged' ? fuzzCase.forgedCookie : fuzzCase.cookie}`,
    `csrf ${fuzzCase.csrf}, challenge ${fuzzCase.solveChallenge}, from ${fuzzCase.remoteAddress}`,
  ].join('; ');
};
