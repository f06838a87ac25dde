import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

/**
 * The first issue of each field of a failed parse, by the field's top-level name: the issue's
 * message is an i18n key the schema gives (`validation.content`, `errors.phone`), translated by
 * the form. A form shows one message per field, the first its schema found.
 */
const firstIssues = (error: z.ZodError): Partial<Record<string, string>> => {
  const found: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    found[field] ??= issue.message;
  }
  return found;
};

/** The coded error a failed call rejected with (an `ApiError`, or none when it is no such). */
const codeOf = (error: unknown): string | null => {
  if (error === null || error === undefined) return null;
  const code: unknown = typeof error === 'object' ? Reflect.get(error, 'code') : null;
  return typeof code === 'string' ? code : 'internal.error';
};

/**
 * The call registry's schemas, to check a form with its call's own body schema: the chunk of zod
 * and `calls.ts` (`api-schemas.ts`), loaded when a form is first checked, so a page with a form
 * carries no schema code of its own. (Answers are checked in a worker: answer-checker.ts.)
 */
const callSchemas = () => import('./api-schemas.ts').then((schemas) => schemas.calls);

type Issues = Partial<Record<string, string>>;
type CallSchemas = Awaited<ReturnType<typeof callSchemas>>;

/**
 * A form checked with its call's own body schema before it is sent: `parse` picks the call's
 * schema and parses the form's values; the first issue of each field is shown, and a form that
 * passes goes to `submit`. A form whose schemas' chunk did not arrive cannot be checked: its
 * failure (`failureOf`) is that of a lost answer.
 */
export const useCheckedSubmit = <Body>(
  parse: (schemas: CallSchemas) => z.ZodSafeParseResult<Body>,
  submit: (body: Body) => Promise<unknown>,
) => {
  const [issues, setIssues] = useState<Issues>({});
  const [unchecked, setUnchecked] = useState(false);
  const check = async () => {
    const parsed = parse(await callSchemas());
    if (!parsed.success) {
      setIssues(firstIssues(parsed.error));
      return;
    }
    setIssues({});
    await submit(parsed.data);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUnchecked(false);
    check().catch(() => setUnchecked(true));
  };
  /** The form's failure: a form that could not be checked, else the call's coded error. */
  const failureOf = (error: unknown): string | null =>
    unchecked ? 'network.error' : codeOf(error);
  return { issues, setIssues, onSubmit, failureOf };
};
