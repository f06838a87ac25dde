import { z } from 'zod';
import { text } from '../patterns.ts';

/** `GET /wps/member/info` value (SPEC §3, UPSTREAM.md §5.5). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: text(),
  nickname: text(),
  type: z.number().int(),
  toUpline: z.boolean(),
  mobile: text().nullable(),
  regDate: z.number().int(),
  clubLabel: z.object({ labelName: text(), rankLevel: z.number().int() }),
  memberLabel: z.array(text()),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
