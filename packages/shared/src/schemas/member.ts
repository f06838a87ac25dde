import { z } from 'zod';

/** `GET /wps/member/info` value (SPEC §3, UPSTREAM.md §5.5). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  toUpline: z.boolean(),
  mobile: z.string().nullable(),
  regDate: z.number().int(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  memberLabel: z.array(z.string()),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
