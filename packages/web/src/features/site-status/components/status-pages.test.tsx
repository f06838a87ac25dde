import { screen } from '@testing-library/react';
import type { HelpItem } from '@his/shared/schemas/system';
import { describe, expect, it } from 'vitest';
import { FakeBff, fail } from '../../../../test/fake-bff.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const contactItem = (title: string): HelpItem => ({
  tag: 'contact-us',
  title,
  content: '<p>Email <a href="mailto:support@his.example">support@his.example</a></p>',
});

/** A site in `state` whose platform has a contact help item (titled `contactTitle`). */
const bffIn = (state: 'maintenance' | 'restricted', contactTitle = 'Contact Us') => {
  const bff = new FakeBff();
  bff.permission = permission({ state });
  bff.on('GET', '/wps/system/helpCenter', () => ({
    status: 200,
    body: { success: true, value: [contactItem(contactTitle)] },
  }));
  return bff;
};

describe('site state pages', () => {
  it('maintenance replaces the site: heading, notice, Contact Us, no login form', async () => {
    renderApp({ bff: bffIn('maintenance') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System Maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Logging in, games and payments are restricted/)).toBeInTheDocument();
    // Customer service shows on the page: a popup of the closed site would show this page again.
    expect(await screen.findByRole('region', { name: 'Contact Us' })).toHaveTextContent(
      'support@his.example',
    );
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('still says why the site is closed when the contact page cannot load', async () => {
    const bff = bffIn('maintenance');
    bff.on('GET', '/wps/system/helpCenter', () => fail('upstream.unavailable', 503));
    renderApp({ bff });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System Maintenance' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('the IP restriction page shows the visitor IP and country', async () => {
    renderApp({ bff: bffIn('restricted'), path: '/vip' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access restricted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('KH')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('is in Khmer for a Khmer reader', async () => {
    renderApp({ bff: bffIn('maintenance', 'ទំនាក់ទំនងយើង'), language: 'KM' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ការថែទាំប្រព័ន្ធ' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'ទាក់ទងមកយើង' })).toHaveTextContent(
      'ទំនាក់ទំនងយើង',
    );
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
