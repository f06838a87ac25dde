import type { ServiceStrings } from './en.ts';

export const serviceKm: ServiceStrings = {
  liveChat: 'ជជែកផ្ទាល់',
  vipChat: 'សេវាកម្ម VIP',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  newTab: '(បើកក្នុងផ្ទាំងថ្មី)',
  backToTop: 'ត្រឡប់ទៅខាងលើ',
};
