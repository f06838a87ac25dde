import { errorCatalogue } from '@his/shared/errors';

/**
 * Text that must never reach a browser: what an exception, a database or a runtime says about
 * itself. Each pattern names what it catches, so a failure says which leak it found.
 */
const leaks: [string, RegExp][] = [
  ['a stack trace', /^\s+at \S|\n\s+at \S|\bat [\w.<>]+ \(/m],
  ['an exception text', /\b\w*Error:|\bTypeError\b|\bRangeError\b|\bSyntaxError\b/],
  ['SQL', /\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE FROM\b/],
  [
    'a database error',
    /syntax error at|violates \w+ (?:key )?constraint|relation "|duplicate key value|invalid byte sequence|out of range for type/i,
  ],
  [
    'a file path',
    /(?:^|[\s"'(])\/(?:work|home|root|usr|tmp|var|opt|srv|app)\/|node_modules|file:\/\/|[\w-]+\.(?:ts|js|mjs|cjs):\d+/,
  ],
  [
    'runtime internals',
    /\bFST_[A-Z_]+|\bERR_[A-Z_]+|\bE(?:CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|ADDRINUSE)\b|\bundici\b|\bpglite\b|\bpostgres(?:ql)?\b|\bZodError\b|"issues"\s*:|Unexpected token|Cannot read propert|is not a function|Maximum call stack/i,
  ],
];

const isCatalogued = (code: unknown): boolean =>
  typeof code === 'string' && Object.hasOwn(errorCatalogue, code);

/** A failed answer's `errorCode`, if its body is the platform envelope. */
const errorCodeOf = (body: string): unknown => {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'errorCode') : null;
  } catch {
    return null;
  }
};

/**
 * What is wrong with an answer to a fuzzed request, or null: a 5xx (the platform is up, so even
 * 502-504 are faults here), internal text in the body, or a JSON failure without a catalogue
 * code (bad input gets a clear coded error).
 */
export const answerProblem = (
  method: string,
  status: number,
  contentType: string,
  body: string,
): string | null => {
  if (status >= 500) return `status ${status}`;
  const leak = leaks.find(([, pattern]) => pattern.test(body));
  if (leak) return `${leak[0]} in the body`;
  const hasBody = method !== 'HEAD';
  if (
    status >= 400 &&
    hasBody &&
    contentType.includes('json') &&
    !isCatalogued(errorCodeOf(body))
  ) {
    return `a ${status} without a catalogue error code`;
  }
  return null;
};
