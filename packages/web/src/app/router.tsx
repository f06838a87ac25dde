import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { homePaths } from '@/config/home-paths.ts';
import { vendorLobbies } from '@/config/site.ts';
import { prefetchHomeBanners } from '@/features/announcements/home-banners-chunk.ts';
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

const home = withChunkTimeout((): Promise<RouteModule> => {
  // The banners' chunk and call leave with the page's chunk: their picture is its largest.
  prefetchHomeBanners();
  return import('./routes/home.tsx');
});
const upcoming = withChunkTimeout((): Promise<RouteModule> => import('./routes/upcoming.tsx'));
const helpCenter = withChunkTimeout((): Promise<RouteModule> => import('./routes/help-center.tsx'));
const liveChat = withChunkTimeout((): Promise<RouteModule> => import('./routes/livechat.tsx'));
const login = withChunkTimeout((): Promise<RouteModule> => import('./routes/login.tsx'));
const notFound = withChunkTimeout((): Promise<RouteModule> => import('./routes/not-found.tsx'));
const category = withChunkTimeout((): Promise<RouteModule> => import('./routes/category.tsx'));
const gamesLobby = withChunkTimeout((): Promise<RouteModule> => import('./routes/games-lobby.tsx'));
const game = withChunkTimeout((): Promise<RouteModule> => import('./routes/game.tsx'));
const lottery = withChunkTimeout((): Promise<RouteModule> => import('./routes/lottery.tsx'));
const vnLottery = withChunkTimeout((): Promise<RouteModule> => import('./routes/vn-lottery.tsx'));
const seaLottery = withChunkTimeout((): Promise<RouteModule> => import('./routes/sea-lottery.tsx'));
const promotions = withChunkTimeout((): Promise<RouteModule> => import('./routes/promotions.tsx'));
const promoDetail = withChunkTimeout(
  (): Promise<RouteModule> => import('./routes/promo-detail.tsx'),
);
const vip = withChunkTimeout((): Promise<RouteModule> => import('./routes/vip.tsx'));
const noticePage = withChunkTimeout((): Promise<RouteModule> => import('./routes/notice-page.tsx'));
const join = withChunkTimeout((): Promise<RouteModule> => import('./routes/join.tsx'));
const feedback = withChunkTimeout((): Promise<RouteModule> => import('./routes/feedback.tsx'));
const pointMall = withChunkTimeout((): Promise<RouteModule> => import('./routes/point-mall.tsx'));
const down = withChunkTimeout((): Promise<RouteModule> => import('./routes/down.tsx'));

export { homePaths };

/** SPEC §2 pages whose content arrives in later releases, with their title keys. */
export const upcomingPages: readonly (readonly [string, PageKey])[] = [['/seamless', 'seamless']];

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
 * Every route of SPEC §2. Pages are lazy chunks that must arrive within 120 s; a failing page
 * shows its error inside the layout, so the header and footer stay usable.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/helpmc',
        element: <BareLayout />,
        children: [{ index: true, lazy: helpCenter, handle: { page: 'helpmc' }, errorElement }],
      },
      {
        // The live chat room (issue 17), also opened in a popup window by customer service.
        path: '/livechat',
        element: <BareLayout />,
        children: [{ index: true, lazy: liveChat, errorElement }],
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
              {
                path: '/promotions',
                lazy: promotions,
                handle: { page: 'promotions' },
                errorElement,
              },
              {
                path: '/promoDetail',
                lazy: promoDetail,
                handle: { page: 'promoDetail' },
                errorElement,
              },
              { path: '/vip', lazy: vip, handle: { page: 'vip' }, errorElement },
              {
                path: '/noticePage',
                lazy: noticePage,
                handle: { page: 'noticePage' },
                errorElement,
              },
              { path: '/join', lazy: join, handle: { page: 'join' }, errorElement },
              {
                path: '/feedback',
                lazy: feedback,
                handle: { page: 'feedback' },
                errorElement,
              },
              { path: '/pointMall', lazy: pointMall, handle: { page: 'pointMall' }, errorElement },
              { path: '/down', lazy: down, handle: { page: 'down' }, errorElement },
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

/** A browser router in the app, a memory router in tests; both from `appRoutes`. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;
