import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { vendorLobbies } from '@/config/site.ts';
import { withChunkTimeout } from '@/lib/lazy-route.ts';
import { AppShell } from './app-shell.tsx';
import { AppLayout, BareLayout } from './layout/app-layout.tsx';
import { LoginRequired } from './login-required.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { PageKey } from './routes/page-key.ts';

const errorElement = <RouteErrorPage />;

interface RouteModule {
  Component: ComponentType;
}

const home = withChunkTimeout((): Promise<RouteModule> => import('./routes/home.tsx'));
const upcoming = withChunkTimeout((): Promise<RouteModule> => import('./routes/upcoming.tsx'));
const login = withChunkTimeout((): Promise<RouteModule> => import('./routes/login.tsx'));
const notFound = withChunkTimeout((): Promise<RouteModule> => import('./routes/not-found.tsx'));
const category = withChunkTimeout((): Promise<RouteModule> => import('./routes/category.tsx'));
const gamesLobby = withChunkTimeout((): Promise<RouteModule> => import('./routes/games-lobby.tsx'));
const game = withChunkTimeout((): Promise<RouteModule> => import('./routes/game.tsx'));
const lottery = withChunkTimeout((): Promise<RouteModule> => import('./routes/lottery.tsx'));
const vnLottery = withChunkTimeout((): Promise<RouteModule> => import('./routes/vn-lottery.tsx'));
const seaLottery = withChunkTimeout((): Promise<RouteModule> => import('./routes/sea-lottery.tsx'));

/** SPEC §2: these paths show home (`/help` too). */
export const homePaths = ['/', '/register', '/index', '/index.html', '/home', '/help'] as const;

/** SPEC §2 pages whose content arrives in later releases, with their title keys. */
export const upcomingPages: readonly (readonly [string, PageKey])[] = [
  ['/noticePage', 'noticePage'],
  ['/vip', 'vip'],
  ['/pointMall', 'pointMall'],
  ['/promotions', 'promotions'],
  ['/promoDetail', 'promoDetail'],
  ['/seamless', 'seamless'],
  ['/down', 'down'],
  ['/join', 'join'],
];

/** Category pages of vendor cards (SPEC §2): lottery and e-lottery, sports, esports, cockfight. */
const categoryPaths = ['/elott', '/sports', '/esports', '/cockfight'] as const;

/** Game and lottery pages (SPEC §2), each with its page module. */
const gamePages: RouteObject[] = [
  ...categoryPaths.map((path) => ({ path, lazy: category, errorElement })),
  // `/:game`: only the vendor lobbies SPEC §2 names; any other segment is not found.
  ...vendorLobbies.map((lobby) => ({ path: `/${lobby}`, lazy: gamesLobby, errorElement })),
  { path: '/game', lazy: game, errorElement },
  { path: '/lottery', lazy: lottery, errorElement },
  { path: '/vnlottery', lazy: vnLottery, errorElement },
  { path: '/seaLottery', lazy: seaLottery, errorElement },
];

/**
 * The statechart viewer (issue 5): an internal tool outside the player layout and login, never
 * linked from the player UI. A build with `VITE_FLOWS_VIEWER=off` has no such route and no
 * viewer chunk: the flag is read here, in the module that holds the `import()`, because the
 * bundler drops a dynamic import only when the constant folds in its own module (it emits the
 * chunk of a dynamic import it sees in any other dead code).
 */
const flowsRoutes: RouteObject[] =
  import.meta.env.VITE_FLOWS_VIEWER !== 'off'
    ? ['/flows', '/flows/:flowId'].map((path) => ({
        path,
        lazy: withChunkTimeout((): Promise<RouteModule> => import('./routes/flows.tsx')),
        errorElement,
        hydrateFallbackElement: <PageLoading />,
      }))
    : [];

/**
 * Every route of SPEC §2. Pages are lazy chunks that must arrive within 120 s; a failing page
 * shows its error inside the layout, so the header and footer stay usable.
 */
export const appRoutes: RouteObject[] = [
  ...flowsRoutes,
  {
    element: <AppShell />,
    errorElement,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/helpmc',
        element: <BareLayout />,
        // The help articles and their `#tag` anchors arrive with the help-center release.
        children: [{ index: true, lazy: upcoming, handle: { page: 'helpmc' }, errorElement }],
      },
      {
        element: <AppLayout />,
        children: [
          {
            element: <LoginRequired />,
            children: [
              ...homePaths.map((path) => ({ path, lazy: home, errorElement })),
              ...upcomingPages.map(([path, page]) => ({
                path,
                lazy: upcoming,
                handle: { page },
                errorElement,
              })),
              ...gamePages,
              { path: '/login', lazy: login, errorElement },
              { path: '*', lazy: notFound, errorElement },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's router: history mode (SPEC §2). */
export const createAppRouter = () => createBrowserRouter(appRoutes);
