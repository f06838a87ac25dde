import type { en } from '@his/shared/i18n/en';
import type { MemberCenterStrings } from '@/lib/member-center-i18n/en.ts';

// Keys are typed from the English catalogue: `t('nav.hmoe')` fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The member center's namespace comes with its chunk (lib/member-center-i18n).
    resources: { translation: typeof en; memberCenter: MemberCenterStrings };
  }
}
