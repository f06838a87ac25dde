import { describe, expect, it } from 'vitest';
import { aboutLinks } from './about-links.ts';

const resource = (resourceType: string, labelNameEn = resourceType, labelNameCn = '中文') => ({
  resourceType,
  labelNameEn,
  labelNameCn,
  url: '',
});

describe('footer about list', () => {
  it('shows the seven SPEC topics, linking to help, when the platform lists no resources', () => {
    expect(aboutLinks([], 'EN').map((link) => [link.topic, link.to])).toEqual([
      ['aboutCompany', '/helpmc#aboutCompany'],
      ['contactUs', '/helpmc#contactUs'],
      ['terms', '/helpmc#terms'],
      ['responsibleGaming', '/helpmc#responsibleGaming'],
      ['privacy', '/helpmc#privacy'],
      ['affiliates', '/helpmc#affiliates'],
      ['refund', '/helpmc#refund'],
    ]);
  });

  it('follows the resources: known topics in SPEC order, then the others with their labels', () => {
    const links = aboutLinks(
      [
        { ...resource('REFUND_POLICY'), url: '/helpmc#refund-policy' },
        { ...resource('PRIVACY'), url: 'https://elsewhere.example/privacy' },
        resource('Loyalty', 'Loyalty club', '会员俱乐部'),
        resource('about-us'),
        resource('TERMS_AND_CONDITIONS'),
      ],
      'CN',
    );
    expect(links).toEqual([
      { topic: 'aboutCompany', label: '', to: '/helpmc#about-us' },
      { topic: 'terms', label: '', to: '/helpmc#TERMS_AND_CONDITIONS' },
      { topic: 'privacy', label: '', to: '/helpmc#PRIVACY' },
      { topic: 'refund', label: '', to: '/helpmc#refund-policy' },
      { topic: null, label: '会员俱乐部', to: '/helpmc#Loyalty' },
    ]);
  });

  it('leaves the house’s messengers to the customer-service bar', () => {
    const links = aboutLinks(
      [
        { ...resource('TELEGRAM'), url: 'https://t.me/his_support' },
        { ...resource('WHATSAPP'), url: 'https://wa.me/85523900100' },
        resource('Loyalty', 'Loyalty club'),
      ],
      'EN',
    );
    expect(links).toEqual([{ topic: null, label: 'Loyalty club', to: '/helpmc#Loyalty' }]);
  });
});
