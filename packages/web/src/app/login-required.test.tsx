import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../test/fake-bff.ts';
import { demoPlayer, permission } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const loginRequired = () => {
  const bff = new FakeBff();
  bff.permission = permission({ modules: { LOGINREQUIRED3: true } });
  return bff;
};

describe('login-required mode (LOGINREQUIRED3)', () => {
  it('sends a visitor from any page to /login, which has the login form', async () => {
    const { router } = renderApp({ bff: loginRequired(), path: '/vip' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(heading).toBeInTheDocument();
    expect(within(form).getByLabelText('Username')).toBeInTheDocument();
  });

  it('leaves /helpmc and /register open', async () => {
    const { router } = renderApp({ bff: loginRequired(), path: '/helpmc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help Center' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/helpmc');
    await router.navigate('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Register, Play, Win/ }),
    ).toBeInTheDocument();
  });

  it('lets a logged-in member through', async () => {
    const bff = loginRequired();
    bff.member = demoPlayer;
    const { router } = renderApp({ bff, path: '/vip' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vip');
  });

  it('does nothing when the module is off', async () => {
    const { router } = renderApp({ path: '/vip' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vip');
  });
});
