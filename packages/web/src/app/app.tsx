import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { BootActor, ModalsActor } from '@/lib/actors.ts';
import { BootGate } from './boot-gate.tsx';
import { bootLogic } from './boot.actor.ts';
import { CrashBoundary } from './crash-boundary.tsx';
import { SessionProvider } from './session-provider.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  i18n: I18n;
  /** A browser router in the app, a memory router in tests; both from `appRoutes`. */
  router: AppRouter;
}

/**
 * The provider tree: translations, the modals and boot actors, then (once boot is ready) the
 * session actor and the router. The router is created before this renders, so the first page
 * chunk loads while boot asks for the permission.
 */
export const App = ({ i18n, router }: AppProps) => (
  <I18nextProvider i18n={i18n}>
    <CrashBoundary>
      <ModalsActor.Provider>
        <BootActor.Provider logic={bootLogic}>
          <BootGate>
            <SessionProvider navigate={(to) => void router.navigate(to)}>
              <RouterProvider router={router} />
            </SessionProvider>
          </BootGate>
        </BootActor.Provider>
      </ModalsActor.Provider>
    </CrashBoundary>
  </I18nextProvider>
);
