import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startInstallableApp } from '@/pwa/install.ts';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

// main.tsx keeps the browser's install offer from the start; a test's document does the same.
// The offer's store lives as long as the module: the tests below run in order.
startInstallableApp();

/** What Chromium fires when it offers installation, answered with `outcome`. */
const offerInstall = (outcome: 'accepted' | 'dismissed') => {
  const prompt = vi.fn(() => Promise.resolve());
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return { prompt, offer };
};

describe('the app download page (/down)', () => {
  it('guides a browser that offers no installation, Chrome’s guide first', async () => {
    const { user } = renderApp({ bff: new FakeBff(), path: '/down' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'App Download' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your browser does not offer to install HIS/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install HIS' })).not.toBeInTheDocument();

    const guides = within(screen.getByRole('region', { name: 'Install guides' }));
    const tabs = guides.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Android', 'iPhone and iPad']);
    const steps = within(guides.getByRole('tabpanel')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveTextContent('Tap the menu button ⋮ at the top right of Chrome');
    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(guides.getByRole('tab', { name: 'iPhone and iPad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(guides.getByRole('tabpanel')).toHaveTextContent('Choose “Add to Home Screen”');
  });

  it('shows the install button while the browser offers it, and the answer after', async () => {
    const { user } = renderApp({ bff: new FakeBff(), path: '/down' });
    await screen.findByRole('heading', { level: 1, name: 'App Download' });

    // The page subscribes to the offer in an effect after its first render: on a busy machine
    // the offer can come first, and the page shows it once subscribed.
    const declined = offerInstall('dismissed');
    expect(declined.offer.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Install HIS' }));
    expect(declined.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/^Not installed\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install HIS' })).not.toBeInTheDocument();

    const accepted = offerInstall('accepted');
    await user.click(await screen.findByRole('button', { name: 'Install HIS' }));
    expect(accepted.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/^HIS is installed\./)).toBeInTheDocument();
  });

  it('says so when the browser reports the app installed', async () => {
    renderApp({ bff: new FakeBff(), path: '/down', language: 'KM' });
    await screen.findByRole('heading', { level: 1, name: 'ទាញយកកម្មវិធី' });
    offerInstall('accepted');
    expect(await screen.findByRole('button', { name: 'ដំឡើង HIS' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByText(/^HIS ត្រូវបានដំឡើងហើយ។/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ដំឡើង HIS' })).not.toBeInTheDocument();
  });

  it('offers no installation inside the installed app', async () => {
    const media = window.matchMedia.bind(window);
    const standalone = '(display-mode: standalone)';
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      if (query !== standalone) return media(query);
      const installedApp: Pick<
        MediaQueryList,
        'matches' | 'media' | 'addEventListener' | 'removeEventListener'
      > = {
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
      return installedApp as MediaQueryList;
    });
    try {
      renderApp({ bff: new FakeBff(), path: '/down', language: 'CN' });
      await screen.findByRole('heading', { level: 1, name: 'App 下载' });
      offerInstall('accepted');
      expect(screen.getByText('您正在使用 HIS 应用。')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '安装 HIS' })).not.toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});
