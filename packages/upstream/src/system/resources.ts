import type { z } from 'zod';
import type { resourceSchema } from '@his/shared/schemas/system';

type Resource = z.infer<typeof resourceSchema>;

const about = (
  resourceType: string,
  labelNameEn: string,
  labelNameCn: string,
  tag: string,
): Resource => ({
  resourceType,
  labelNameEn,
  labelNameCn,
  url: `/helpmc#${tag}`,
});

/** The footer's "about" list (SPEC §2); every entry opens its help item. */
export const resources: Resource[] = [
  about('ABOUT_COMPANY', 'About Company', '关于公司', 'about-company'),
  about('CONTACT_US', 'Contact Us', '联系我们', 'contact-us'),
  about('TERMS', 'General Terms and Conditions', '一般条款和条件', 'terms'),
  about('RESPONSIBLE_GAMING', 'Responsible Gaming', '负责任博彩', 'responsible-gaming'),
  about('PRIVACY_POLICY', 'Privacy Policy', '隐私政策', 'privacy-policy'),
  about('AFFILIATES', 'Affiliates', '联盟计划', 'affiliates'),
  about('REFUND_POLICY', 'Refund Policy', '退款政策', 'refund-policy'),
];

/** The house's messenger channels: the customer-service side bar links them (SPEC §2). */
export const serviceResources: Resource[] = [
  {
    resourceType: 'TELEGRAM',
    labelNameEn: 'Telegram',
    labelNameCn: 'Telegram',
    url: 'https://t.me/his_support',
  },
  {
    resourceType: 'WHATSAPP',
    labelNameEn: 'WhatsApp',
    labelNameCn: 'WhatsApp',
    url: 'https://wa.me/85523900100',
  },
];
