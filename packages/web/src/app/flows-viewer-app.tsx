import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { withChunkTimeout } from '@/lib/lazy-route.ts';

/**
 * `/flows` and `/flows/:flowId`, the statechart viewer for auditors and QA (issue 5). English
 * only: an internal tool, like its texts.
 */
export const flowsRoutes: RouteObject[] = ['/flows', '/flows/:flowId'].map((path) => ({
  path,
  lazy: withChunkTimeout(() => import('./routes/flows.tsx')),
  hydrateFallbackElement: <p role="status">Loading the flows viewer…</p>,
  errorElement: <p role="alert">The flows viewer could not load. Reload the page to try again.</p>,
}));

/**
 * The viewer as an app of its own, beside the site rather than inside it: it starts none of
 * the site's actors (no boot, no session, no modals), so it opens while the site is in
 * maintenance or restricted, calls no platform API, and in live mode hears only the site's
 * own tabs.
 */
export const renderFlowsViewer = (root: Root): void => {
  root.render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(flowsRoutes)} />
    </StrictMode>,
  );
};
