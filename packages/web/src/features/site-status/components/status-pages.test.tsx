import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff, fail } from '../../../../test/fake-bff.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const bffIn = (state: 'maintenance' | 'restricted') => {
  const bff = new FakeBff();
  bff.permission = permission({ state });
  return bff;
};

describe('site state pages', () => {
  it('maintenance replaces the site: heading, notice, Contact Us, no login form', async () => {
    renderApp({ bff: bffIn('maintenance') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System Maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Logging in, games and payments are restricted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('says so when no customer-service channel is configured', async () => {
    const { user } = renderApp({ bff: bffIn('maintenance') });
    await user.click(await screen.findByRole('button', { name: 'Contact Us' }));
    expect(
      await screen.findByText(
        'Customer service is not available right now. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('the IP restriction page shows the visitor IP and country', async () => {
    const { bff } = renderApp({ bff: bffIn('restricted'), path: '/vip' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access restricted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('KH')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(bff.requestsTo('GET', '/bff/session')).toEqual([]);
  });

  it('is in Khmer for a Khmer reader', async () => {
    renderApp({ bff: bffIn('maintenance'), language: 'KM' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ការថែទាំប្រព័ន្ធ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ទាក់ទងមកយើង' })).toBeInTheDocument();
  });

  it('a failed start offers a retry that brings the site', async () => {
    const bff = new FakeBff();
    bff.on('GET', '/wps/system/status', () => fail('upstream.unavailable', 503));
    const { user } = renderApp({ bff });
    expect(
      await screen.findByRole('heading', { name: 'The site could not be loaded' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The service is unavailable right now. Please try again later.'),
    ).toBeInTheDocument();

    bff.on('GET', '/wps/system/status', () => ({
      status: 200,
      body: { success: true, value: permission() },
    }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });
});
