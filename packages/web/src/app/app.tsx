import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AppActor } from '@/lib/actors.ts';
import { appLogic } from './app.actor.ts';
import { BootGate } from './boot-gate.tsx';
import { CrashBoundary } from './crash-boundary.tsx';
import type { AppRouter } from './router.tsx';

interface AppProps {
  i18n: I18n;
  /** A browser router in the app, a memory router in tests; both from `appRoutes`. */
  router: AppRouter;
}

/**
 * The provider tree: translations, the app's one actor system, then (once boot has handed over
 * to the session) the router. The router is created before this renders, so the first page
 * chunk loads while boot asks for the permission.
 */
export const App = ({ i18n, router }: AppProps) => {
  const [logic] = useState(() => appLogic(router));
  return (
    <I18nextProvider i18n={i18n}>
      <CrashBoundary>
        <AppActor.Provider logic={logic}>
          <BootGate>
            <RouterProvider router={router} />
          </BootGate>
        </AppActor.Provider>
      </CrashBoundary>
    </I18nextProvider>
  );
};
