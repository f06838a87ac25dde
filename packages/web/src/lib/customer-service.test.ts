import { describe, expect, it, vi } from 'vitest';
import { desEncrypt } from '@his/shared/platform-cipher';
import { openCustomerService } from './customer-service.ts';

const key = 'Ab3dEf7h';
const channel = (url: string) => ({ csType: 'LIVECHAT', path: `${desEncrypt(url, key)}${key}` });

const fakePopup = () => {
  const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
};

describe('openCustomerService', () => {
  it('opens the decrypted chat address in a popup, cut off from this page', async () => {
    const popup = fakePopup();
    await expect(
      openCustomerService([channel('https://chat.example.com/room?id=7')]),
    ).resolves.toBe(true);
    expect(popup.location.href).toBe('https://chat.example.com/room?id=7');
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('opens a path of this site', async () => {
    const popup = fakePopup();
    await expect(openCustomerService([channel('/helpmc#contact-us')])).resolves.toBe(true);
    expect(popup.location.href).toBe(`${window.location.origin}/helpmc#contact-us`);
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi'])(
    'refuses %s and closes the popup again',
    async (address) => {
      const popup = fakePopup();
      await expect(openCustomerService([channel(address)])).resolves.toBe(false);
      expect(popup.location.href).toBe('');
      expect(popup.close).toHaveBeenCalled();
    },
  );

  it('closes the popup again for an address that is not http(s)', async () => {
    const popup = fakePopup();
    await expect(openCustomerService([channel('javascript:alert(1)')])).resolves.toBe(false);
    expect(popup.location.href).toBe('');
    expect(popup.close).toHaveBeenCalled();
  });

  it('opens nothing without a channel', async () => {
    const open = vi.spyOn(window, 'open');
    await expect(openCustomerService([])).resolves.toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
