import { HelpCenter } from '@/features/help/components/help-center.tsx';

/** `/helpmc`: the help center (no header, SPEC §2). */
export const Component = HelpCenter;
