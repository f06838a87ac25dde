import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { homePaths, upcomingPages } from './router.tsx';

describe('routes of SPEC §2', () => {
  it.each(homePaths)('%s shows the home page in the layout', async (path) => {
    renderApp({ path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register, Play, Win' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2019-2025 HIS');
  });

  it.each(upcomingPages.map(([path]) => path))(
    '%s says honestly that it arrives later',
    async (path) => {
      renderApp({ path });
      expect(await screen.findByText(/arrives in a later release\./)).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    },
  );

  it('names each vendor lobby', async () => {
    renderApp({ path: '/kh19games' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KH19 Games' }),
    ).toBeInTheDocument();
  });

  it('/helpmc has no header', async () => {
    renderApp({ path: '/helpmc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help Center' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each(['/nowhere', '/poker', '/vip/extra'])('%s is not found', async (path) => {
    renderApp({ path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('has no flows viewer among the site routes (main.tsx starts it as an app of its own)', async () => {
    renderApp({ path: '/flows' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('shows the same pages in Chinese', async () => {
    renderApp({ path: '/seamless', language: 'CN' });
    expect(await screen.findByText('单一钱包将在后续版本中推出。')).toBeInTheDocument();
  });

  it('has the landmarks and the about list linking to help', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Company' })).toHaveAttribute(
      'href',
      '/helpmc#ABOUT_US',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/helpmc#PRIVACY_POLICY',
    );
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      'Players must be 18 or older.',
    );
  });
});
