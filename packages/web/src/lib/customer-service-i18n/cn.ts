import type { ServiceStrings } from './en.ts';

export const serviceCn: ServiceStrings = {
  liveChat: '在线客服',
  vipChat: 'VIP 专属客服',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  newTab: '（在新标签页中打开）',
  backToTop: '返回顶部',
};
