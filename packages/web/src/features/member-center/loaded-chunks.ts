import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { CenterAudience, CenterPage } from '@his/machines/member-center/pages';

/** What the app shows beside menu entries (a count), by page. */
export type MenuBadges = Partial<Record<CenterPage, ReactNode>>;

/** What a center's page load brought: the panel, each page (its element) and the menu. */
export interface LoadedCenter {
  panel: ComponentType<{ menuBadges?: MenuBadges | undefined }> | null;
  pages: Map<CenterPage, ReactElement>;
  /** The entries the menu shows, in order (the agent center's depend on the agent's contracts). */
  menu: readonly CenterPage[];
}

/**
 * What each center's `loadPage` brought (load-page.ts). The chart shows a center only once they
 * are in, so the layer renders them at once, never an empty panel.
 */
export const loadedChunks: Record<CenterAudience, LoadedCenter> = {
  members: { panel: null, pages: new Map(), menu: [] },
  agents: { panel: null, pages: new Map(), menu: [] },
};
