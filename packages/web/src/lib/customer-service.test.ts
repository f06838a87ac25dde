import { describe, expect, it, vi } from 'vitest';
import { desEncrypt } from '@his/shared/platform-cipher';
import {
  chatChannelFor,
  decryptServicePath,
  messengerLinks,
  openCustomerService,
  pickChannel,
} from './customer-service.ts';

const key = 'Ab3dEf7h';
const encrypted = (url: string) => `${desEncrypt(url, key)}${key}`;
const found = (url: string) => () => Promise.resolve(encrypted(url));

const fakePopup = () => {
  const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
};

describe('chat channel by VIP rank (SPEC §6)', () => {
  it('gives live chat to rank 4 and below and to guests, the VIP channel above 4', () => {
    expect(chatChannelFor(4)).toBe('live');
    expect(chatChannelFor(1)).toBe('live');
    expect(chatChannelFor(5)).toBe('vip');
    expect(chatChannelFor(9)).toBe('vip');
    expect(chatChannelFor(null)).toBe('live');
    expect(chatChannelFor(undefined)).toBe('live');
  });

  it('picks the channel of a csType, else the first', () => {
    const channels = [
      { csType: 'LIVECHAT', path: 'a' },
      { csType: 'VIP', path: 'b' },
    ];
    expect(pickChannel(channels, 'VIP')?.path).toBe('b');
    expect(pickChannel(channels, 'FACEBOOK')?.path).toBe('a');
    expect(pickChannel([], 'VIP')).toBeUndefined();
  });
});

describe('the service path of type 3', () => {
  it('decrypts as the platform does: ciphertext, then its 8-character key', async () => {
    await expect(decryptServicePath(encrypted('/livechat'))).resolves.toBe(
      `${window.location.origin}/livechat`,
    );
    await expect(decryptServicePath(encrypted('https://chat.example.com/r?id=7'))).resolves.toBe(
      'https://chat.example.com/r?id=7',
    );
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi'])(
    'refuses %s',
    async (address) => {
      await expect(decryptServicePath(encrypted(address))).resolves.toBeNull();
    },
  );

  it('refuses a path too short to carry a key', async () => {
    await expect(decryptServicePath('12345678')).resolves.toBeNull();
  });
});

describe('openCustomerService', () => {
  it('opens the decrypted chat address in a popup, cut off from this page', async () => {
    const popup = fakePopup();
    await expect(openCustomerService(found('/livechat?channel=vip'))).resolves.toBe('opened');
    expect(popup.location.href).toBe(`${window.location.origin}/livechat?channel=vip`);
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('opens the window inside the click, before the lookup answers', async () => {
    const popup = fakePopup();
    let answer: (path: string) => void = () => undefined;
    const pending = openCustomerService(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    expect(window.open).toHaveBeenCalledTimes(1);
    answer(encrypted('/livechat'));
    await expect(pending).resolves.toBe('opened');
    expect(popup.location.href).toBe(`${window.location.origin}/livechat`);
  });

  it('reports a blocked popup and looks nothing up', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const lookup = vi.fn(found('/livechat'));
    await expect(openCustomerService(lookup)).resolves.toBe('blocked');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('closes the window when the lookup fails', async () => {
    const popup = fakePopup();
    await expect(openCustomerService(() => Promise.reject(new Error('503')))).resolves.toBe(
      'failed',
    );
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });

  it('closes the window when the lookup finds no channel or a bad address', async () => {
    const popup = fakePopup();
    await expect(openCustomerService(() => Promise.resolve(undefined))).resolves.toBe('failed');
    await expect(openCustomerService(found('javascript:alert(1)'))).resolves.toBe('failed');
    expect(popup.close).toHaveBeenCalledTimes(2);
    expect(popup.location.href).toBe('');
  });
});

describe('messenger links', () => {
  const resource = (resourceType: string, url: string) => ({
    resourceType,
    labelNameEn: resourceType,
    labelNameCn: resourceType,
    url,
  });

  it('keeps the house’s https Telegram and WhatsApp addresses', () => {
    expect(
      messengerLinks([
        resource('ABOUT_COMPANY', '/helpmc#about-company'),
        resource('WHATSAPP', 'https://wa.me/85523900100'),
        resource('TELEGRAM', 'https://t.me/his_support'),
      ]),
    ).toEqual([
      { type: 'TELEGRAM', url: 'https://t.me/his_support' },
      { type: 'WHATSAPP', url: 'https://wa.me/85523900100' },
    ]);
  });

  it('drops addresses on another host or scheme', () => {
    expect(
      messengerLinks([
        resource('TELEGRAM', 'javascript:alert(1)'),
        resource('WHATSAPP', 'https://evil.example/wa.me'),
      ]),
    ).toEqual([]);
  });
});
