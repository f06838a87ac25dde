import { z } from 'zod';
import { controlCharacters, controlCharactersButLines, maxPatternId } from './rules.ts';
import type { RegisterRule } from './rules.ts';

export {
  checkRule,
  controlCharacters,
  controlCharactersButLines,
  patternCatalogue,
  type RegisterRule,
  type RuleCheck,
} from './rules.ts';

/**
 * The string schema of every wire field in `@his/shared` (requests and answers alike): a string
 * without control characters (`{ lines: true }`: tab and line breaks allowed). Chain the field's
 * own rules on it (`text().trim().min(1).max(64)`); the control check runs first, so a trailing
 * tab or newline is refused rather than trimmed away.
 */
export const text = (options: { lines?: boolean } = {}) =>
  z.string().regex(options.lines === true ? controlCharactersButLines : controlCharacters, {
    error: 'control characters are not allowed',
  });

export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: text(),
  patternId: z.number().int().min(0).max(maxPatternId),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
}) satisfies z.ZodType<RegisterRule>;
