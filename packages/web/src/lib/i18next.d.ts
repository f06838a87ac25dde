import type { en } from '@his/shared/i18n/en';

// Keys are typed from the English catalogue: `t('nav.hmoe')` fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
