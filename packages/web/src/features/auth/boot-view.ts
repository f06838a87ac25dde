import type { RegisterRule } from '@his/shared/patterns';
import { BootActor } from '@/lib/actors.ts';

/** The register rules the server sent with the permission call (empty when none). */
export const useRegisterRules = (): Record<string, RegisterRule> =>
  BootActor.useSelector((snapshot) => snapshot.context.permission?.info.register ?? {});
