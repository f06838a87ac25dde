import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { flowsRoutes } from './flows-viewer-app.tsx';

describe('the flows viewer app', () => {
  it.each(['/flows', '/flows/session'])(
    '%s opens the viewer, with no site around it and no platform call',
    async (path) => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      render(
        <RouterProvider router={createMemoryRouter(flowsRoutes, { initialEntries: [path] })} />,
      );
      // The viewer's first import (elkjs and every chart) takes seconds on a busy machine.
      const home = await screen.findByRole('link', { name: 'HIS Flows' }, { timeout: 12_000 });
      expect(home).toHaveAttribute('href', '/flows');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        path === '/flows' ? 'Flows' : 'Login and session',
      );
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    },
  );
});
