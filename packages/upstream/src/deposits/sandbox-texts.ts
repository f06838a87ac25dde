import type { Language } from '@his/shared/constants';
import { languages } from '@his/shared/constants';
import type { DepositStatus } from '@his/shared/schemas/deposit';

/** Every text of the sandbox provider's page, in the site's three languages. */
export interface SandboxTexts {
  /** `<html lang>`. */
  tag: string;
  heading: string;
  note: string;
  merchant: string;
  amount: string;
  reference: string;
  channel: string;
  status: Record<DepositStatus, string>;
  pay: string;
  cancel: string;
  /** The tab's title of an order's page; `{reference}` is replaced. */
  title: string;
  /** The tab's title of a refusal. */
  refusalTitle: string;
  notFound: string;
  formInvalid: string;
}

export const sandboxTexts: Record<Language, SandboxTexts> = {
  EN: {
    tag: 'en',
    heading: 'Sandbox payment',
    note: 'A test payment provider: no real money moves.',
    merchant: 'Merchant',
    amount: 'Amount',
    reference: 'Reference',
    channel: 'Channel',
    status: {
      pending: 'Waiting for payment',
      approved: 'Paid. The amount has been credited to your account.',
      rejected: 'Cancelled. Nothing was charged.',
      expired: 'Expired. This order can no longer be paid.',
    },
    pay: 'Pay',
    cancel: 'Cancel',
    title: 'Pay {reference}',
    refusalTitle: 'Payment',
    notFound: 'This payment was not found.',
    formInvalid: 'This payment form is not valid.',
  },
  KM: {
    tag: 'km',
    heading: 'ការទូទាត់សាកល្បង',
    note: 'អ្នកផ្តល់សេវាទូទាត់សម្រាប់សាកល្បង៖ គ្មានប្រាក់ពិតត្រូវបានផ្ទេរទេ។',
    merchant: 'អាជីវករ',
    amount: 'ចំនួនទឹកប្រាក់',
    reference: 'លេខយោង',
    channel: 'ច្រក',
    status: {
      pending: 'កំពុងរង់ចាំការទូទាត់',
      approved: 'បានបង់រួច។ ចំនួនទឹកប្រាក់ត្រូវបានបញ្ចូលទៅក្នុងគណនីរបស់អ្នក។',
      rejected: 'បានបោះបង់។ គ្មានការកាត់ប្រាក់ទេ។',
      expired: 'ផុតកំណត់។ ការបញ្ជានេះមិនអាចបង់បានទៀតទេ។',
    },
    pay: 'បង់ប្រាក់',
    cancel: 'បោះបង់',
    title: 'បង់ប្រាក់ {reference}',
    refusalTitle: 'ការទូទាត់',
    notFound: 'រកមិនឃើញការទូទាត់នេះទេ។',
    formInvalid: 'ទម្រង់ទូទាត់នេះមិនត្រឹមត្រូវទេ។',
  },
  CN: {
    tag: 'zh-Hans',
    heading: '沙盒支付',
    note: '测试用支付商：不会转移任何真实资金。',
    merchant: '商户',
    amount: '金额',
    reference: '订单号',
    channel: '渠道',
    status: {
      pending: '等待付款',
      approved: '已付款，金额已存入您的账户。',
      rejected: '已取消，未扣除任何款项。',
      expired: '已过期，此订单无法再付款。',
    },
    pay: '付款',
    cancel: '取消',
    title: '支付 {reference}',
    refusalTitle: '支付',
    notFound: '未找到此笔支付。',
    formInvalid: '此支付表单无效。',
  },
};

const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value);

// Any Chinese variant reads the CN (simplified) texts, as on the site.
const primaryTags: Partial<Record<string, Language>> = { en: 'EN', km: 'KM', zh: 'CN' };

/** The first language of an `Accept-Language` header we have, by its q weights; else null. */
const fromAcceptLanguage = (header: string): Language | null => {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = primaryTags[tag.split('-')[0] ?? ''];
    if (language) return language;
  }
  return null;
};

/**
 * The page's language: the site's, passed as `?lang=` in the provider URL (EN, KM, CN), else the
 * browser's `Accept-Language`, else English.
 */
export const sandboxLanguage = (lang: unknown, acceptLanguage: string | undefined): Language => {
  const asked = typeof lang === 'string' ? lang.toUpperCase() : '';
  if (isLanguage(asked)) return asked;
  return (acceptLanguage && fromAcceptLanguage(acceptLanguage)) || 'EN';
};
