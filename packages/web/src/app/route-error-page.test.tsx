import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pageChunkTimeoutMs } from '@his/shared/constants';
import { createI18n } from '@/lib/i18n.ts';
import { withChunkTimeout } from '@/lib/lazy-route.ts';
import { catalogues } from '../../test/render-app.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { en } from '@his/shared/i18n/en';

const never = () => new Promise<{ Component: () => null }>(() => {});

describe('route chunk timeout', () => {
  it('shows the "page took too long" error with a retry when a chunk does not arrive', async () => {
    vi.useFakeTimers();
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: withChunkTimeout(never),
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>loading</p>,
      },
    ]);
    render(
      <I18nextProvider i18n={createI18n('EN', { EN: en })}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(pageChunkTimeoutMs));
    vi.useRealTimers();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page took too long to load. Please check your network.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reports a chunk that failed to download as a network problem', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: withChunkTimeout(() =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        ),
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>loading</p>,
      },
    ]);
    render(
      <I18nextProvider i18n={createI18n('KM', { KM: catalogues.KM })}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('បណ្ដាញមិនប្រក្រតី');
  });
});
