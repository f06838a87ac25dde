import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AppActor } from '@/lib/actors.ts';
import { appLogic } from './app.actor.ts';
import { CrashBoundary } from './crash-boundary.tsx';
import type { BootLoads } from './boot-loads.ts';
import type { AppRouter } from './router.tsx';

interface AppProps {
  i18n: I18n;
  /** A browser router in the app, a memory router in tests; both from `appRoutes`. */
  router: AppRouter;
  /** The boot's calls, when main.tsx started them before the app's code ran (early-boot.ts). */
  bootLoads?: BootLoads;
}

/**
 * The provider tree: translations, the app's one actor system, the router. The router is
 * created before this renders, so the first page chunk loads while boot asks for the
 * permission; its root route (AppShell) holds the boot gate, so the router is subscribed from
 * the first render and the pages' first mount can be a deferred, interruptible render.
 */
export const App = ({ i18n, router, bootLoads }: AppProps) => {
  const [logic] = useState(() => appLogic(router, bootLoads));
  return (
    <I18nextProvider i18n={i18n}>
      <CrashBoundary>
        <AppActor.Provider logic={logic}>
          <RouterProvider router={router} />
        </AppActor.Provider>
      </CrashBoundary>
    </I18nextProvider>
  );
};
