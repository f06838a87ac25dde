/** The customer-service side bar's strings (the `service` namespace). */
export const serviceEn = {
  liveChat: 'Live chat',
  vipChat: 'VIP service',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  newTab: '(opens in a new tab)',
  backToTop: 'Back to top',
};
export type ServiceStrings = typeof serviceEn;
