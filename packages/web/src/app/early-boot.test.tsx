import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff, fail } from '../../test/fake-bff.ts';
import { permission } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const bootCalls = (bff: FakeBff) => ({
  status: bff.requestsTo('GET', '/wps/system/status').length,
  countries: bff.requestsTo('GET', '/wps/system/country').length,
  session: bff.requestsTo('GET', '/bff/session').length,
});

describe('boot calls started before the app (main.tsx, app/early-boot.ts)', () => {
  it('answer the boot chart: each call is made once', async () => {
    const bff = new FakeBff();
    renderApp({ bff, earlyBoot: true });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(bootCalls(bff)).toEqual({ status: 1, countries: 1, session: 1 });
  });

  it('answer only the first attempt: a retry after their failure asks again', async () => {
    const bff = new FakeBff();
    bff.on('GET', '/wps/system/status', () => fail('upstream.unavailable', 503));
    const { user } = renderApp({ bff, earlyBoot: true });
    expect(
      await screen.findByRole('heading', { name: 'The site could not be loaded' }),
    ).toBeInTheDocument();
    expect(bootCalls(bff)).toEqual({ status: 1, countries: 1, session: 1 });

    bff.on('GET', '/wps/system/status', () => ({
      status: 200,
      body: { success: true, value: permission() },
    }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(bootCalls(bff)).toEqual({ status: 2, countries: 2, session: 2 });
  });
});
